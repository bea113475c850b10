import { SignJWT, jwtVerify } from "jose";
import { authSecret, env } from "@/lib/env";

export type Role = "MEMBER" | "ADMIN";
export type TokenClaims = { sub: string; role: Role; username: string };

const ISSUER = "velvet";

/** The one token format: HS256 JWT, used as the API bearer, the realtime credential and the next-auth session. */
export async function signToken(claims: TokenClaims, ttlSeconds = env().TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ role: claims.role, username: claims.username })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(authSecret());
}

/** Returns the claims of a valid token, or null for a missing, forged, malformed or expired one. */
export async function verifyToken(token: string | null | undefined): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, authSecret(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || (payload.role !== "MEMBER" && payload.role !== "ADMIN")) return null;
    return { sub: payload.sub, role: payload.role, username: String(payload.username ?? "") };
  } catch {
    return null;
  }
}
