import { requireAgeAssurance } from "@/lib/age-assurance/rule";
import { getMediaAccessUrl, serveSignedMediaTo } from "@/lib/access/media";
import type { Location } from "@/lib/access/posts";

/**
 * GET /api/media/{key}?exp&sig with the age-assurance rule in front: a visitor from a country
 * that requires a strong age check gets 403 `age_assurance_required` until their account passed
 * one (the viewer is resolved only then: elsewhere the signature alone decides, as before).
 */
export async function serveAdultMedia(
  input: { key: string; exp: string | null; sig: string | null; range: string | null; width?: number; viewer?: string | null },
  visitor: { location: Location; viewerId: () => Promise<string | null> },
  /** the listed countries (AGE_ASSURANCE_REQUIRED_COUNTRIES by default) */
  required?: readonly string[],
): Promise<Response> {
  await requireAgeAssurance(visitor.viewerId, visitor.location.country, required);
  return serveSignedMediaTo(visitor.location, input.key, input.exp, input.sig, input.range, input.width, input.viewer ?? null);
}

/**
 * GET /api/users/content/access/{mediaKey} with the same rule first: a member from a listed
 * country without a strong check gets 403 `age_assurance_required` instead of a link, so the page
 * can offer the check (/age-check) rather than a broken image.
 */
export async function mediaAccessFor(viewerId: string, key: string, location: Location, required?: readonly string[]) {
  await requireAgeAssurance(async () => viewerId, location.country, required);
  return getMediaAccessUrl(viewerId, key, location);
}
