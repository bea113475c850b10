import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, env } from "@/lib/env";

/**
 * Time-limited links to private media: `/api/media/{key}?exp={unix seconds}[&v={viewer}]&sig={hmac}`,
 * HMAC-SHA256 over the key, the expiry (and the viewer's tag, when the link is a viewer's own: a
 * video's playlists, segments and poster) with the auth secret. Altering any breaks the
 * signature; past `exp` the link is refused.
 */
function signature(key: string, exp: number, purpose = "media", viewer?: string | null): string {
  return createHmac("sha256", authSecret())
    .update(viewer ? `${purpose}:${key}:${exp}:${viewer}` : `${purpose}:${key}:${exp}`)
    .digest("base64url");
}

/**
 * A viewer's tag in their video links (`v`): opaque and stable per member (an HMAC of their id), so
 * two viewers never get the same links and a leaked link says whose it was (the tag of a suspected
 * member can be computed again), without putting a member id in a URL.
 */
export function viewerTag(viewerId: string): string {
  return createHmac("sha256", authSecret()).update(`viewer:${viewerId}`).digest("base64url").slice(0, 16);
}

const VIEWER_TAG = /^[A-Za-z0-9_-]{16}$/;

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

/**
 * A signed link to a stored medium, valid MEDIA_URL_TTL_SECONDS (plus `extraSeconds`: a video's
 * playlists and segments stay valid for the length of the video too); `viewer` (viewerTag) makes
 * it that viewer's own link.
 */
export function signedMediaUrl(key: string, now = Date.now(), opts: { viewer?: string; extraSeconds?: number } = {}): { url: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + env().MEDIA_URL_TTL_SECONDS + Math.max(0, Math.ceil(opts.extraSeconds ?? 0));
  const v = opts.viewer ? `&v=${opts.viewer}` : "";
  const url = `/api/media/${encodeURIComponent(key)}?exp=${exp}${v}&sig=${signature(key, exp, "media", opts.viewer)}`;
  return { url, expiresAt: new Date(exp * 1000).toISOString() };
}

/** Seconds left on a valid link, or null when the link is altered or expired (`viewer`: the link's `v`, if any). */
export function verifyMediaSignature(key: string, expRaw: string | null, sig: string | null, now = Date.now(), viewer: string | null = null): number | null {
  if (!expRaw || !sig || !/^\d{1,12}$/.test(expRaw)) return null;
  if (viewer !== null && !VIEWER_TAG.test(viewer)) return null;
  const exp = Number(expRaw);
  const left = exp - Math.floor(now / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signature(key, exp, "media", viewer));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return left;
}
