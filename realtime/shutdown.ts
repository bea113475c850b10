import { env } from "@/lib/env";
import { closeDatabase } from "@/lib/health/database";
import { redis } from "@/lib/redis";
import type { RealtimeApp } from "@/realtime/app";

const FLUSH_TIMEOUT_MS = 5000;

/**
 * Stops accepting connections, disconnects this process's sockets (their presence is cleared
 * and offline statuses go out through the adapter), waits for in-flight work (messages being
 * stored, receipts) up to 5 s, then closes socket.io, Redis and the database pool.
 */
export async function shutdownGracefully(app: RealtimeApp): Promise<void> {
  app.state.closing = true;
  app.stopSweep();
  app.stopUnreadPush();
  app.http.close();
  const flush = async () => {
    // in-flight sends first, so their deliveries still go out
    while (app.pending.size) await Promise.allSettled([...app.pending]);
    app.io.local.disconnectSockets(true);
    // disconnect handlers have queued presence work
    await new Promise((r) => setImmediate(r));
    while (app.pending.size) await Promise.allSettled([...app.pending]);
  };
  await Promise.race([flush(), new Promise((r) => setTimeout(r, FLUSH_TIMEOUT_MS).unref())]);
  await app.io.close().catch(() => {});
  await app.scaling.close();
  if (env().REDIS_URL) await redis().quit().catch(() => {});
  await closeDatabase();
}
