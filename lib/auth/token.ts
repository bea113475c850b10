import { SignJWT, jwtVerify } from "jose";
import { authSecret, env } from "@/lib/env";

export type Role = "MEMBER" | "ADMIN";
/** `sid`: the server-side session the token belongs to (lib/auth/sessions.ts); a token without one is refused by every route. */
export type TokenClaims = { sub: string; role: Role; username: string; sid?: string };

const ISSUER = "velvet";

/** The admin area's own session cookie (httpOnly, set by POST /api/auth/admin-session), holding such a token. */
export const ADMIN_COOKIE = "admin_token";

/** The one token format: HS256 JWT, used as the API bearer, the realtime credential and the next-auth session. */
export async function signToken(claims: TokenClaims, ttlSeconds = env().TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ role: claims.role, username: claims.username, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(authSecret());
}

/**
 * Verified tokens, by their exact text, until they expire: verifying HS256 through WebCrypto costs
 * ~0.3 ms per request, and a client sends the same token with every call. Bounded (oldest
 * entries go first); an entry is never used past the token's own expiry.
 */
const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
const MAX_VERIFIED = 10_000;

/**
 * Returns the claims of a token whose signature and expiry are valid, or null for a missing,
 * forged, malformed or expired one. This does not say whether its session is still alive: every
 * consumer but the proxy's cheap admin pre-check uses verifySession() (lib/auth/sessions.ts).
 */
export async function verifyToken(token: string | null | undefined): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  const hit = verified.get(token);
  if (hit) {
    if (hit.expiresAt > Date.now()) return hit.claims;
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, authSecret(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || (payload.role !== "MEMBER" && payload.role !== "ADMIN")) return null;
    const claims: TokenClaims = { sub: payload.sub, role: payload.role, username: String(payload.username ?? "") };
    if (typeof payload.sid === "string") claims.sid = payload.sid;
    if (typeof payload.exp === "number") {
      if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
