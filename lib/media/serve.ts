import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { parseRange } from "@/lib/media/range";
import { verifyMediaSignature } from "@/lib/media/signed-url";
import { PUBLIC_IMAGE_CONTENT_TYPE, pickVariant, publicImageKind } from "@/lib/media/public-images";
import { storage } from "@/lib/storage";
import { photoVariantKey, pickPhotoWidth } from "@/lib/media/photo-widths";
import { isPrivateKey, isValidKey } from "@/lib/storage/keys";

/** Bytes of a stored object as an HTTP answer, honouring a single Range (206/416). */
async function streamObject(key: string, contentType: string, rangeHeader: string | null, cacheControl: string): Promise<Response> {
  const size = await storage().size(key);
  if (size === null) throw notFound("MEDIA_NOT_FOUND");
  const base: Record<string, string> = {
    "content-type": contentType,
    "accept-ranges": "bytes",
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    "content-disposition": "inline",
  };
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...base, "content-range": `bytes */${size}` } });
  }
  const obj = await storage().get(key, range);
  if (!obj) throw notFound("MEDIA_NOT_FOUND");
  if (range) {
    return new Response(obj.stream, {
      status: 206,
      headers: { ...base, "content-range": `bytes ${range.start}-${range.end}/${size}`, "content-length": String(range.end - range.start + 1) },
    });
  }
  return new Response(obj.stream, { status: 200, headers: { ...base, "content-length": String(size) } });
}

/**
 * GET /api/media/{key}?exp&sig[&w]: private media through a signed link only (403 if altered or
 * expired). `w` (a photo's displayed width) picks the narrowest stored copy at least that wide
 * (lib/media/photo-widths.ts), else the photo itself; the link's checks are the same either way.
 */
export async function serveSignedMedia(key: string, exp: string | null, sig: string | null, rangeHeader: string | null, width?: number) {
  if (!isValidKey(key)) throw forbidden("INVALID_LINK");
  // identity documents and quarantined uploads are not media: never served here, whatever the link
  // (lib/identity/documents.ts, lib/moderation/hash-match.ts)
  if (isPrivateKey(key)) throw notFound("MEDIA_NOT_FOUND");
  const secondsLeft = verifyMediaSignature(key, exp, sig);
  if (secondsLeft === null) throw forbidden("INVALID_LINK");
  const media = await prisma.media.findUnique({ where: { key }, select: { mimeType: true, type: true, photoWidths: true } });
  if (!media) throw notFound("MEDIA_NOT_FOUND");
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
