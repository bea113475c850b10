import type { IncomingMessage, ServerResponse } from "node:http";
import { databaseReachable } from "@/lib/health/database";

type Check = "ok" | "down";

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref())]);
}

async function check(fn: () => Promise<unknown>): Promise<Check> {
  try {
    await withTimeout(fn(), 2000);
    return "ok";
  } catch {
    return "down";
  }
}

/**
 * GET /health on the realtime port: {status, db, redis, connections}; 503 when a dependency
 * is unreachable. Every other plain HTTP request gets 404 (socket.io handles /socket.io itself).
 */
export function healthHandler(opts: { redisPing: (() => Promise<void>) | null; connections: () => number; closing: () => boolean }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/health" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ success: false, code: "NOT_FOUND", message: "Not found" }));
      return;
    }
    const [db, redis] = await Promise.all([
      databaseReachable().then((up) => (up ? ("ok" as const) : ("down" as const))),
      opts.redisPing ? check(opts.redisPing) : Promise.resolve("disabled" as const),
    ]);
    const ok = db === "ok" && redis !== "down" && !opts.closing();
    const body = { status: ok ? "ok" : "degraded", db, redis, connections: opts.connections() };
    res.writeHead(ok ? 200 : 503, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify(body));
  };
}
