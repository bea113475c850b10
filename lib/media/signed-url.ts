import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, env } from "@/lib/env";

/**
 * Time-limited links to private media: `/api/media/{key}?exp={unix seconds}&sig={hmac}`,
 * HMAC-SHA256 over the key and the expiry with the auth secret. Altering either breaks the
 * signature; past `exp` the link is refused.
 */
function signature(key: string, exp: number): string {
  return createHmac("sha256", authSecret()).update(`media:${key}:${exp}`).digest("base64url");
}

export function signedMediaUrl(key: string, now = Date.now()): { url: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + env().MEDIA_URL_TTL_SECONDS;
  const url = `/api/media/${encodeURIComponent(key)}?exp=${exp}&sig=${signature(key, exp)}`;
  return { url, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Seconds left on a valid link, or null when the link is altered or expired. */
export function verifyMediaSignature(key: string, expRaw: string | null, sig: string | null, now = Date.now()): number | null {
  if (!expRaw || !sig || !/^\d{1,12}$/.test(expRaw)) return null;
  const exp = Number(expRaw);
  const left = exp - Math.floor(now / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signature(key, exp));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return left;
}
