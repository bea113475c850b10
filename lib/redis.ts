import { Redis } from "ioredis";
import { env } from "@/lib/env";

let client: Redis | undefined;

/** The shared Redis connection (only used when REDIS_URL is set). */
export function redis(): Redis {
  const url = env().REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set");
  client ??= new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false });
  return client;
}
