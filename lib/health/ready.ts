import { env } from "@/lib/env";
import { redis } from "@/lib/redis";
import { databaseReachable } from "@/lib/health/database";

export type Readiness = { ready: boolean; database: "ok" | "down"; redis: "ok" | "down" | "disabled" };

async function redisState(): Promise<Readiness["redis"]> {
  if (!env().REDIS_URL) return "disabled";
  try {
    const pong = await Promise.race([
      redis().ping(),
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error("timeout")), 1000)),
    ]);
    return pong === "PONG" ? "ok" : "down";
  } catch {
    return "down";
  }
}

/** Ready to take traffic: the database answers, and Redis too when it is configured. */
export async function readiness(): Promise<Readiness> {
  const [db, r] = await Promise.all([databaseReachable(), redisState()]);
  return { ready: db && r !== "down", database: db ? "ok" : "down", redis: r };
}
