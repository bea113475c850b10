import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { tooManyRequests, type ErrorCode } from "@/lib/errors";
import { redis } from "@/lib/redis";
import { clientAddress } from "@/lib/http/client-address";

const limiters = new Map<string, RateLimiterAbstract>();

/** A named limiter: in memory by default, shared through Redis when REDIS_URL is set (several app instances). */
export function limiter(name: string, points: number, durationSeconds: number, blockSeconds = 0): RateLimiterAbstract {
  let l = limiters.get(name);
  if (!l) {
    const opts = { keyPrefix: `${env().REDIS_PREFIX}:rl:${name}`, points, duration: durationSeconds, blockDuration: blockSeconds };
    const client = env().REDIS_URL ? redis() : null;
    l = client
      ? new RateLimiterRedis({ ...opts, storeClient: client, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts);
    limiters.set(name, l);
  }
  return l;
}

/** Consumes one point; throws 429 when the key is over its budget. */
/** `code`: the refusal's error code (shared/errors/codes.ts). */
export async function consume(l: RateLimiterAbstract, key: string, code: ErrorCode = "TOO_MANY_REQUESTS"): Promise<void> {
  try {
    await l.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes || (err as { msBeforeNext?: number })?.msBeforeNext !== undefined) {
      throw tooManyRequests(code);
    }
    throw err;
  }
}

/** True when the key has no points left (without consuming one). */
export async function isBlocked(l: RateLimiterAbstract, key: string): Promise<boolean> {
  const res = await l.get(key);
  return res !== null && res.remainingPoints <= 0;
}

/** The client's identity for per-client limits: its address as lib/http/client-address.ts decides it (never a header the client chose). */
export function clientKey(req: Request): string {
  return clientAddress(req.headers);
}
