import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { streamObject } from "@/lib/media/stream";
import { serveVideoPart, type VideoMarks } from "@/lib/media/playback";
import { verifyMediaSignature } from "@/lib/media/signed-url";
import { PUBLIC_IMAGE_CONTENT_TYPE, pickVariant, publicImageKind } from "@/lib/media/public-images";
import { photoVariantKey, pickPhotoWidth } from "@/lib/media/photo-widths";
import { isPrivateKey, isValidKey, videoPartOf } from "@/lib/storage/keys";

/** A photo as serving it needs to know it (what a marked copy is made from). */
export type ServedPhoto = { id: string; key: string; mimeType: string; photoWidths: number[] };

/**
 * A fan's marked copy of a photo (issue 25, decision 090), for the viewer tag `v` of their link
 * and the stored copy `width` (undefined: the photo itself): its storage key and type, made and
 * stored first if need be; null when the tag names no receipt of this photo. Given by the caller
 * (lib/access/media.ts, from lib/leaks): this folder does not know how marks are made.
 */
export type MarkedCopyResolver = (photo: ServedPhoto, viewer: string, width: number | undefined) => Promise<{ key: string; mimeType: string } | null>;

/**
 * GET /api/media/{key}?exp&sig[&v][&w]: private media through a signed link only (403 if altered or
 * expired). A photo's link with a viewer tag `v` is a fan's: it serves their marked copy
 * (`markedCopy`), and without one for that tag it is refused (404), never served unmarked. `w` (a photo's displayed width) picks the narrowest stored copy at least that wide
 * (lib/media/photo-widths.ts), else the photo itself; the link's checks are the same either way.
 * A video is served only as its playlists, segments and poster (lib/media/playback.ts): its
 * original upload never, whatever the link (decision 074). `videoMarks`: which A/B segments of a
 * marked video (decision 092) and which poster (decision 095) a viewer is served; without it a
 * marked video's playlists and every poster are refused.
 */
export async function serveSignedMedia(
  key: string,
  exp: string | null,
  sig: string | null,
  rangeHeader: string | null,
  width?: number,
  viewer: string | null = null,
  markedCopy?: MarkedCopyResolver,
  videoMarks: VideoMarks | null = null,
) {
  if (!isValidKey(key)) throw forbidden("INVALID_LINK");
  // identity documents and quarantined uploads are not media: never served here, whatever the link
  // (lib/identity/documents.ts, lib/moderation/hash-match.ts)
  if (isPrivateKey(key)) throw notFound("MEDIA_NOT_FOUND");
  const part = videoPartOf(key);
  if (part) return serveVideoPart(key, part, exp, sig, viewer, rangeHeader, Date.now(), videoMarks);
  const secondsLeft = verifyMediaSignature(key, exp, sig, Date.now(), viewer);
  if (secondsLeft === null) throw forbidden("INVALID_LINK");
  const media = await prisma.media.findUnique({ where: { key }, select: { id: true, key: true, mimeType: true, type: true, photoWidths: true } });
  // a video's original upload is never served (only its renditions and poster)
  if (!media || media.type === "video") throw notFound("MEDIA_NOT_FOUND");
  const cache = `private, max-age=${Math.min(secondsLeft, 3600)}`;
  // the copies the row lists (a photo stored before its copies existed has none until the backfill: the photo itself answers)
  const copy = media.type === "image" ? pickPhotoWidth(media.photoWidths, width) : undefined;
  if (viewer !== null) {
    // a fan's link: their marked copy, or nothing (decision 090)
    const marked = media.type === "image" && markedCopy ? await markedCopy(media, viewer, copy) : null;
    if (!marked) throw notFound("MEDIA_NOT_FOUND");
    return streamObject(marked.key, marked.mimeType, rangeHeader, cache);
  }
  if (copy) return streamObject(photoVariantKey(key, copy), "image/webp", rangeHeader, cache);
  return streamObject(key, media.mimeType, rangeHeader, cache);
}

/** GET /api/images/{key}?w=: public avatars and covers, long-cached (keys change on every upload). */
export async function servePublicImage(key: string, width: number | undefined, rangeHeader: string | null) {
  const kind = publicImageKind(key);
  if (!kind) throw notFound("IMAGE_NOT_FOUND");
  return streamObject(pickVariant(key, kind, width), PUBLIC_IMAGE_CONTENT_TYPE, rangeHeader, "public, max-age=31536000, immutable");
}
