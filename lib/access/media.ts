import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { forbidden, notFound } from "@/lib/errors";
import { geoBlockedSql, refuseClosure } from "@/lib/access/audience";
import { serveSignedMedia } from "@/lib/media/serve";
import { requireMediaAccess, type Location } from "@/lib/access/posts";
import { signedMediaUrl, verifyMediaSignature } from "@/lib/media/signed-url";
import { STAFF_VIEWER, videoAccess } from "@/lib/media/playback";
import { photoSrcset } from "@/lib/media/photo-widths";
import { isValidKey, videoPartOf } from "@/lib/storage/keys";
import { receiptFor } from "@/lib/leaks/receipts";
import { markedPhotoCopy } from "@/lib/leaks/photo";
import { posterCopyOf, variantChoiceOf } from "@/lib/leaks/video-marks";

/**
 * GET /api/users/content/access/{mediaKey}: a signed, time-limited URL for a viewer allowed to see
 * the media; a photo's answer adds its size and `srcset`, a signed link per narrower WebP copy
 * (decision 080); a video's is the viewer's own signed master playlist, poster, duration and size
 * (lib/media/playback.ts, decision 077).
 */
export async function getMediaAccessUrl(viewerId: string, key: string, location: Location) {
  if (!isValidKey(key)) throw notFound("MEDIA_NOT_FOUND");
  const media = await requireMediaAccess(viewerId, key, location);
  // a fan's receipt: the key of the invisible mark their copies carry (issue 25, lib/leaks)
  const receipt = media.ownerId !== viewerId ? await receiptFor(media.id, viewerId) : null;
  if (media.type === "video") return videoAccess(media, viewerId);
  const now = Date.now();
  // a fan's photo links carry their tag (`v`): they serve the fan's marked copy of the photo and of
  // each width (decision 090); the owner's are unmarked
  const viewer = receipt?.viewerTag;
  return {
    ...signedMediaUrl(media.key, now, { viewer }),
    type: media.type,
    mimeType: media.mimeType,
    width: media.width,
    height: media.height,
    srcset: photoSrcset(media.key, media.photoWidths, now, viewer),
  };
}

/**
 * GET /api/media/{key}?exp&sig: the bytes behind a signed link (lib/media/serve.ts), except that a
 * post's medium is refused (451 GEO_BLOCKED) to a visitor where its author geo-blocks, however
 * valid the link (lib/access/audience.ts). A link that is not valid is refused first (403). A
 * fan's photo link (with `v`) serves their marked copy (lib/leaks/photo.ts, decision 090), and a
 * fan's poster link their marked copy of the poster (decision 095).
 */
export async function serveSignedMediaTo(
  location: Location,
  key: string,
  exp: string | null,
  sig: string | null,
  rangeHeader: string | null,
  width?: number,
  viewer: string | null = null,
) {
  if (!isValidKey(key) || verifyMediaSignature(key, exp, sig, Date.now(), viewer) === null) throw forbidden("INVALID_LINK");
  if (location.country) {
    // a video's playlist, segment or poster is its video's: the author's geo-block applies as to the video
    const mediaKey = videoPartOf(key)?.media ?? key;
    const media = await kysely()
      .selectFrom("Media as m")
      .select(
        sql<boolean>`(EXISTS (SELECT 1 FROM "PostMedia" pm WHERE pm."mediaId" = ${sql.ref("m.id")}) AND ${geoBlockedSql(sql.ref("m.ownerId"), location.country, location.region)})`.as("geoBlocked"),
      )
      .where("m.key", "=", mediaKey)
      .executeTakeFirst();
    refuseClosure(media?.geoBlocked ? "geo" : null, "MEDIA_NOT_FOUND");
  }
  // a fan's photo: their marked copy (decision 090); a marked video's segments: the viewer's own A/B
  // sequence (decision 092); a video's poster: a fan's marked copy of it (decision 095)
  return serveSignedMedia(key, exp, sig, rangeHeader, width, viewer, markedPhotoCopy, {
    variants: (media, tag) => variantChoiceOf(media, tag, STAFF_VIEWER),
    poster: (media, posterKey, tag) => posterCopyOf(media, posterKey, tag, STAFF_VIEWER),
  });
}
