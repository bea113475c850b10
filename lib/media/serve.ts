import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { streamObject } from "@/lib/media/stream";
import { serveVideoPart } from "@/lib/media/playback";
import { verifyMediaSignature } from "@/lib/media/signed-url";
import { PUBLIC_IMAGE_CONTENT_TYPE, pickVariant, publicImageKind } from "@/lib/media/public-images";
import { photoVariantKey, pickPhotoWidth } from "@/lib/media/photo-widths";
import { isPrivateKey, isValidKey, videoPartOf } from "@/lib/storage/keys";

/**
 * GET /api/media/{key}?exp&sig[&v][&w]: private media through a signed link only (403 if altered or
 * expired). `w` (a photo's displayed width) picks the narrowest stored copy at least that wide
 * (lib/media/photo-widths.ts), else the photo itself; the link's checks are the same either way.
 * A video is served only as its playlists, segments and poster (lib/media/playback.ts): its
 * original upload never, whatever the link (decision 074).
 */
export async function serveSignedMedia(key: string, exp: string | null, sig: string | null, rangeHeader: string | null, width?: number, viewer: string | null = null) {
  if (!isValidKey(key)) throw forbidden("INVALID_LINK");
  // identity documents and quarantined uploads are not media: never served here, whatever the link
  // (lib/identity/documents.ts, lib/moderation/hash-match.ts)
  if (isPrivateKey(key)) throw notFound("MEDIA_NOT_FOUND");
  const part = videoPartOf(key);
  if (part) return serveVideoPart(key, part, exp, sig, viewer, rangeHeader);
  const secondsLeft = verifyMediaSignature(key, exp, sig, Date.now(), viewer);
  if (secondsLeft === null) throw forbidden("INVALID_LINK");
  const media = await prisma.media.findUnique({ where: { key }, select: { mimeType: true, type: true, photoWidths: true } });
  // a video's original upload is never served (only its renditions and poster)
  if (!media || media.type === "video") throw notFound("MEDIA_NOT_FOUND");
  const cache = `private, max-age=${Math.min(secondsLeft, 3600)}`;
  // the copies the row lists (a photo stored before its copies existed has none until the backfill: the photo itself answers)
  const copy = media.type === "image" ? pickPhotoWidth(media.photoWidths, width) : undefined;
  if (copy) return streamObject(photoVariantKey(key, copy), "image/webp", rangeHeader, cache);
  return streamObject(key, media.mimeType, rangeHeader, cache);
}

/** GET /api/images/{key}?w=: public avatars and covers, long-cached (keys change on every upload). */
export async function servePublicImage(key: string, width: number | undefined, rangeHeader: string | null) {
  const kind = publicImageKind(key);
  if (!kind) throw notFound("IMAGE_NOT_FOUND");
  return streamObject(pickVariant(key, kind, width), PUBLIC_IMAGE_CONTENT_TYPE, rangeHeader, "public, max-age=31536000, immutable");
}
