import { notFound } from "@/lib/errors";
import { requireMediaAccess, type Location } from "@/lib/access/posts";
import { signedMediaUrl } from "@/lib/media/signed-url";
import { isValidKey } from "@/lib/storage/keys";

/** GET /api/users/content/access/{mediaKey}: a signed, time-limited URL for a viewer allowed to see the media. */
export async function getMediaAccessUrl(viewerId: string, key: string, location: Location) {
  if (!isValidKey(key)) throw notFound("Media not found");
  const media = await requireMediaAccess(viewerId, key, location);
  return { ...signedMediaUrl(media.key), type: media.type, mimeType: media.mimeType };
}
