import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, env } from "@/lib/env";

/**
 * Time-limited links to private media: `/api/media/{key}?exp={unix seconds}&sig={hmac}`,
 * HMAC-SHA256 over the key and the expiry with the auth secret. Altering either breaks the
 * signature; past `exp` the link is refused.
 */
function signature(key: string, exp: number, purpose = "media"): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${key}:${exp}`).digest("base64url");
}

/**
 * The same signed-link mechanism for another private file (`purpose` keeps links of one kind from
 * opening another): `{path}?exp&sig`, valid `ttlSeconds` (a data export's link: 7 days).
 */
export function signedLink(path: string, purpose: string, id: string, ttlSeconds: number, now = Date.now()): { url: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return { url: `${path}?exp=${exp}&sig=${signature(id, exp, purpose)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Whether a signedLink of `purpose` for `id` is genuine and not expired. */
export function verifyLinkSignature(purpose: string, id: string, expRaw: string | null, sig: string | null, now = Date.now()): boolean {
  if (!expRaw || !sig || !/^\d{1,12}$/.test(expRaw)) return false;
  const exp = Number(expRaw);
  if (exp <= Math.floor(now / 1000)) return false;
  const expected = Buffer.from(signature(id, exp, purpose));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
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
