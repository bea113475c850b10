import { requireAgeAssurance } from "@/lib/age-assurance/rule";
import { serveSignedMedia } from "@/lib/media/serve";
import { getMediaAccessUrl } from "@/lib/access/media";

/**
 * GET /api/media/{key}?exp&sig with the age-assurance rule in front: a visitor from a country
 * that requires a strong age check gets 403 `age_assurance_required` until their account passed
 * one (the viewer is resolved only then: elsewhere the signature alone decides, as before).
 */
export async function serveAdultMedia(
  input: { key: string; exp: string | null; sig: string | null; range: string | null },
  visitor: { country: string | null; viewerId: () => Promise<string | null> },
  /** the listed countries (AGE_ASSURANCE_REQUIRED_COUNTRIES by default) */
  required?: readonly string[],
): Promise<Response> {
  await requireAgeAssurance(visitor.viewerId, visitor.country, required);
  return serveSignedMedia(input.key, input.exp, input.sig, input.range);
}

/**
 * GET /api/users/content/access/{mediaKey} with the same rule first: a member from a listed
 * country without a strong check gets 403 `age_assurance_required` instead of a link, so the page
 * can offer the check (/age-check) rather than a broken image.
 */
export async function mediaAccessFor(viewerId: string, key: string, country: string | null, required?: readonly string[]) {
  await requireAgeAssurance(async () => viewerId, country, required);
  return getMediaAccessUrl(viewerId, key);
}
