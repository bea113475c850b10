import { env, appUrl } from "@/lib/env";
import { publicRealtimeConfig } from "@/lib/http/realtime-url";
import { servedOverHttps } from "@/lib/http/client-address";

/**
 * The security headers of every answer (pages, API, static files, errors), set by scripts/serve.ts
 * before Next handles the request, and the pages' Content-Security-Policy, set by proxy.ts with a
 * fresh nonce per page (Next puts that nonce on its own scripts). See docs/decisions/011.
 */

/** Browser features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
].join(", ");

/** One year, subdomains included (the site's cookies must never travel over plain http). */
const HSTS = "max-age=31536000; includeSubDomains";

/** The headers every answer carries; HSTS only when the browser reached us over https. */
export function baseSecurityHeaders(requestHeaders: Headers): Array<[string, string]> {
  const out: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "DENY"],
    // Answers that are not pages (API, files, errors) run nothing; pages get proxy.ts's policy.
    ["Content-Security-Policy", contentSecurityPolicy(requestHeaders, null)],
  ];
  if (servedOverHttps(requestHeaders)) out.push(["Strict-Transport-Security", HSTS]);
  return out;
}

const HOSTNAME = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i;

/** The host name the browser used (to reach the realtime service on the same host), else APP_URL's. */
function pageHostname(requestHeaders: Headers): string {
  const host = requestHeaders.get("host") ?? "";
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return name && HOSTNAME.test(name) ? name : new URL(appUrl()).hostname;
}

/** The realtime service's origins, http(s) for socket.io's polling and ws(s) for its websocket. */
function realtimeSources(requestHeaders: Headers, https: boolean): string[] {
  const { url, port } = publicRealtimeConfig();
  let origin: URL;
  try {
    origin = new URL(url ?? `${https ? "https" : "http"}://${pageHostname(requestHeaders)}:${port}`);
  } catch {
    return [];
  }
  const ws = new URL(origin.origin);
  ws.protocol = origin.protocol === "https:" ? "wss:" : "ws:";
  return [origin.origin, ws.origin];
}

/**
 * The Content-Security-Policy. With a nonce (pages): scripts only with that nonce and what they load
 * ('strict-dynamic'); without (every other answer): no script at all. Styles allow inline (sonner
 * and react-easy-crop insert <style> elements without a nonce; React renders style attributes):
 * decision 011. Media are served by the app itself (signed URLs under /api and /images, S3 is read
 * server-side), so images and media come from 'self', plus data: and blob: for the previews the
 * composer and the avatar cropper make in the browser.
 */
export function contentSecurityPolicy(requestHeaders: Headers, nonce: string | null): string {
  const https = servedOverHttps(requestHeaders);
  const dev = env().NODE_ENV === "development";
  const script = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])] : ["'none'"];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["media-src", ["'self'", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...realtimeSources(requestHeaders, https)]],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The nonce of a page's Content-Security-Policy (set on the request by proxy.ts), for inline scripts a page writes itself (JSON-LD). */
export function nonceOf(requestHeaders: Headers): string | undefined {
  return /'nonce-([^']+)'/.exec(requestHeaders.get("content-security-policy") ?? "")?.[1];
}
