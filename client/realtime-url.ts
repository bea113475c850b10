import type { RealtimeConfig } from "@/lib/http/realtime-url";

/** The socket.io origin for the browser: the configured URL, else this page's host on the realtime port. */
export function resolveRealtimeUrl(config: RealtimeConfig, location: { protocol: string; hostname: string }): string {
  if (config.url) return config.url;
  const host = location.hostname.includes(":") ? `[${location.hostname}]` : location.hostname;
  return `${location.protocol}//${host}:${config.port}`;
}
