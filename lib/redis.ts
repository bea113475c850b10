import { Redis } from "ioredis";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

let client: Redis | undefined;

/** The shared Redis connection (only used when REDIS_URL is set). */
export function redis(): Redis {
  const url = env().REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set");
  client ??= new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false });
  return client;
}

/**
 * Messages between the app's processes (several instances, the realtime service), on a Redis
 * channel under REDIS_PREFIX. One subscriber connection per process, opened on first use.
 */
type Handler = (message: string) => void;
let subscriber: Redis | undefined;
const handlers = new Map<string, Set<Handler>>();
/** True while the subscriber is connected and subscribed to every channel asked for: messages published now reach this process. */
let listening = false;

const channelName = (channel: string) => `${env().REDIS_PREFIX}:bus:${channel}`;

/** Publishes `message` on `channel` to every process of this deployment (none without REDIS_URL); never throws. */
export async function broadcast(channel: string, message: string): Promise<void> {
  if (!env().REDIS_URL) return;
  try {
    await redis().publish(channelName(channel), message);
  } catch (err) {
    log.warn({ err, channel }, "broadcast not sent");
  }
}

/**
 * Calls `handler` with each message broadcast on `channel` (by any process, this one included);
 * nothing without REDIS_URL. `isListening()` says whether messages sent now are sure to arrive.
 */
export function listen(channel: string, handler: Handler): void {
  const url = env().REDIS_URL;
  if (!url) return;
  const name = channelName(channel);
  const set = handlers.get(name) ?? new Set();
  set.add(handler);
  handlers.set(name, set);
  if (!subscriber) {
    const sub = (subscriber = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false }));
    sub.on("error", (err) => log.warn({ err: err.message }, "redis subscriber error"));
    // A dropped connection loses the messages published meanwhile: not listening until resubscribed.
    sub.on("close", () => (listening = false));
    sub.on("ready", () => {
      const channels = [...handlers.keys()];
      void sub.subscribe(...channels).then(
        () => (listening = channels.every((c) => handlers.has(c))),
        (err: unknown) => log.warn({ err }, "redis subscribe failed"),
      );
    });
    sub.on("message", (ch: string, message: string) => {
      for (const h of handlers.get(ch) ?? []) h(message);
    });
  } else if (subscriber.status === "ready") {
    listening = false;
    void subscriber.subscribe(name).then(
      () => (listening = true),
      (err: unknown) => log.warn({ err }, "redis subscribe failed"),
    );
  }
}

/** Whether messages broadcast now are sure to reach this process (subscribed, connection up). */
export function isListening(): boolean {
  return listening && subscriber?.status === "ready";
}
