import type { IncomingMessage } from "node:http";
import { verifySession } from "@/lib/auth/sessions";
import { cookieValue, SESSION_COOKIES } from "@/lib/auth/viewer";
import { findAccount } from "@/lib/users/me";
import { appUrl, env } from "@/lib/env";
import type { RealtimeSocket } from "@/realtime/types";
import { headerLanguage } from "@/lib/http/header-language";
import { errorText } from "@/lib/i18n/error-text";
import type { ErrorCode } from "@/shared/errors/codes";

/**
 * A refused handshake: connect_error's message is the code's text in the handshake's language
 * (locale cookie, Accept-Language), its `data` the code and that text, as the API answers them.
 */
function refusal(socket: RealtimeSocket, code: ErrorCode): Error {
  const message = errorText(code, headerLanguage(new Headers(handshakeHeaderList(socket)))) ?? code;
  return Object.assign(new Error(message), { data: { code, message } });
}

/** The handshake's headers as a Headers list. */
export function handshakeHeaderList(socket: RealtimeSocket): [string, string][] {
  return Object.entries(socket.handshake.headers).flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as [string, string]] : Array.isArray(value) ? [[name, value.join(", ")] as [string, string]] : [],
  );
}

/**
 * The token of a handshake: the `auth` payload's token (API clients), an Authorization header,
 * else the browser's session cookie (httpOnly: page scripts never see it). Never the URL query,
 * which ends up in logs and proxies.
 */
export function handshakeToken(socket: RealtimeSocket): string | null {
  const h = socket.handshake;
  const fromAuth = (h.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === "string" && fromAuth) return fromAuth.replace(/^Bearer\s+/i, "");
  const header = h.headers.authorization;
  if (typeof header === "string" && /^bearer\s+/i.test(header)) return header.replace(/^bearer\s+/i, "").trim();
  const cookies = typeof h.headers.cookie === "string" ? h.headers.cookie : null;
  for (const name of SESSION_COOKIES) {
    const value = cookieValue(cookies, name);
    if (value) return value;
  }
  return null;
}

/** socket.io middleware: the same token the API accepts; a refusal reaches the client as connect_error. */
export async function authenticate(socket: RealtimeSocket, next: (err?: Error) => void): Promise<void> {
  const token = handshakeToken(socket);
  if (!token) return next(refusal(socket, "AUTHENTICATION_REQUIRED"));
  try {
    // read now, not from a cache: a session ended a second ago must not connect
    const claims = await verifySession(token, { fresh: true });
    if (!claims) return next(refusal(socket, "INVALID_TOKEN"));
    const user = await findAccount(claims.sub);
    if (!user) return next(refusal(socket, "INVALID_TOKEN"));
    socket.data.userId = user.id;
    socket.data.username = user.username;
    socket.data.sessionId = claims.sid;
    socket.data.memberships = new Map();
    next();
  } catch {
    next(refusal(socket, "SERVICE_UNAVAILABLE"));
  }
}

/** Browser origins allowed to connect: APP_URL plus REALTIME_ALLOWED_ORIGINS. */
export function allowedOrigins(): string[] {
  const extra = env()
    .REALTIME_ALLOWED_ORIGINS.split(",")
    .map((o) => o.trim().replace(/\/$/, ""))
    .filter(Boolean);
  return [...new Set([new URL(appUrl()).origin, ...extra])];
}

/** engine.io allowRequest: requests without an Origin header (non-browser clients) pass; browsers must come from an allowed origin. */
export function originCheck(origins: string[]) {
  const allowed = new Set(origins);
  return (req: IncomingMessage, cb: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    cb(origin && !allowed.has(origin) ? "Origin not allowed" : null, !origin || allowed.has(origin));
  };
}
