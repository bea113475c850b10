import proxyAddr from "proxy-addr";
import type { IncomingMessage } from "node:http";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * Who the client is, for rate limits and lockouts: the address of the TCP peer, or, when that peer
 * is a proxy the operator declared (TRUSTED_PROXIES), the right-most address of X-Forwarded-For
 * that is not itself a trusted proxy. A client cannot choose its own identity by sending headers.
 *
 * Next's App Router gives route handlers no socket, and `next start` keeps a client's own
 * X-Forwarded-For. So the app runs behind scripts/serve.ts, which writes the socket's address into
 * PEER_HEADER on every request (overwriting whatever the client sent) and marks the process with
 * PEER_MARK. Without that mark (`next dev`, a bare `next start`) the header is not trusted and
 * every client shares one identity: limits stay safe but coarse, and a warning is logged once.
 */
export const PEER_HEADER = "x-velvet-peer";
const PEER_MARK = Symbol.for("velvet.peer-header-written");
const UNKNOWN = "unknown";

/** Called by scripts/serve.ts once it writes PEER_HEADER itself on every request. */
export function markPeerHeaderWritten(): void {
  (globalThis as Record<symbol, unknown>)[PEER_MARK] = true;
}

/** Names accepted in TRUSTED_PROXIES besides addresses and CIDRs: "private" means proxy-addr's "uniquelocal". */
const NAMED: Record<string, string[]> = { loopback: ["loopback"], private: ["uniquelocal"], uniquelocal: ["uniquelocal"], linklocal: ["linklocal"] };

let trust: ((addr: string, i: number) => boolean) | undefined;
let warned = false;

/** TRUSTED_PROXIES as a predicate (comma-separated addresses, CIDRs, `loopback`, `private`); none by default. */
function trusted(): (addr: string, i: number) => boolean {
  if (!trust) {
    const entries = env()
      .TRUSTED_PROXIES.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .flatMap((s) => NAMED[s.toLowerCase()] ?? [s]);
    trust = entries.length ? proxyAddr.compile(entries) : () => false;
  }
  return trust;
}

/** The TCP peer's address as written by scripts/serve.ts, or null when this process has no such server. */
export function peerAddress(headers: Headers): string | null {
  if ((globalThis as Record<symbol, unknown>)[PEER_MARK] !== true) {
    if (!warned) {
      warned = true;
      log.warn("the app is not running behind scripts/serve.ts: client addresses are unknown (all clients share one rate-limit identity)");
    }
    return null;
  }
  return headers.get(PEER_HEADER) || null;
}

/** Whether the peer of this request is one of the declared proxies (so its X-Forwarded-* headers count). */
export function fromTrustedProxy(headers: Headers): boolean {
  const peer = peerAddress(headers);
  return peer !== null && trusted()(peer, 0);
}

/** The client's address (see the module comment); "unknown" when the peer cannot be known. */
export function clientAddress(headers: Headers): string {
  const peer = peerAddress(headers);
  if (!peer) return UNKNOWN;
  // proxy-addr walks X-Forwarded-For from the right, stopping at the first untrusted hop.
  const req = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { "x-forwarded-for": headers.get("x-forwarded-for") ?? undefined } };
  return proxyAddr(req as unknown as IncomingMessage, trusted()).slice(0, 64);
}

/**
 * Whether the browser reached us over https: APP_URL is https, or a trusted proxy says so in
 * X-Forwarded-Proto (a client's own X-Forwarded-Proto does not count).
 */
export function servedOverHttps(headers: Headers): boolean {
  if (/^https:/i.test(env().APP_URL ?? env().NEXTAUTH_URL ?? "")) return true;
  return fromTrustedProxy(headers) && headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
