import { env } from "@/lib/env";

/**
 * Where browsers find the realtime service. PUBLIC_REALTIME_URL when set (e.g. behind a proxy);
 * otherwise the page's own host on REALTIME_PORT, resolved in the browser
 * (client/realtime-url.ts). Read at request time, so one build serves any port.
 */
export type RealtimeConfig = { url: string | null; port: number };

export function publicRealtimeConfig(): RealtimeConfig {
  const e = env();
  const url = e.PUBLIC_REALTIME_URL?.trim().replace(/\/+$/, "");
  return { url: url || null, port: e.REALTIME_PORT };
}
