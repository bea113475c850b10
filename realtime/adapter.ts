import { randomUUID } from "node:crypto";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { MemoryPresence, RedisPresence, type PresenceStore } from "@/realtime/presence";

export type Scaling = {
  /** socket.io adapter factory; undefined = the default in-memory adapter */
  adapter?: ReturnType<typeof createAdapter>;
  presence: PresenceStore;
  /** null when Redis is not configured */
  ping: (() => Promise<void>) | null;
  close: () => Promise<void>;
};

/**
 * REDIS_URL set: the socket.io Redis adapter (pub/sub, so several realtime processes deliver
 * to each other's clients) and presence kept in Redis. Otherwise in-memory, one process.
 */
export function createScaling(): Scaling {
  const { REDIS_URL, REALTIME_REDIS_PREFIX: prefix } = env();
  if (!REDIS_URL) return { presence: new MemoryPresence(), ping: null, close: async () => {} };

  const pub = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const [name, c] of [["pub", pub], ["sub", sub]] as const) {
    c.on("error", (err) => log.warn({ err: err.message, client: name }, "redis error"));
  }
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    presence: new RedisPresence(pub, prefix, randomUUID()),
    ping: async () => {
      await pub.ping();
    },
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
