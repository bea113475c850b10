import { cache } from "react";
import { unstable_cache } from "next/cache";
import { AppError } from "@/lib/errors";
import { getPublicProfile } from "@/lib/profiles/public";
import { normalizeUsername } from "@/shared/validation/username";
import { audienceOf, authorClosure } from "@/lib/access/audience";
import { pageAudience } from "@/lib/auth/page-viewer";
import { PUBLIC_PROFILE_SECONDS, publicProfileTag } from "@/lib/profiles/revalidate";
import { offersFor } from "@/lib/offers/public";
import { offersQuerySchema } from "@/shared/schemas/offers";

/**
 * The profile as an anonymous visitor sees it (the viewer's own state is fetched by the client,
 * components/profile/PublicProfile.tsx), kept in Next's data cache for a minute and dropped at
 * once when its owner edits it (lib/profiles/revalidate.ts). The page itself renders per request:
 * its scripts carry that request's CSP nonce (docs/decisions/012).
 */
// An unknown name throws inside, so nothing is stored for it (no cache entry per made-up name).
const cachedProfile = (username: string) =>
  unstable_cache(() => getPublicProfile(username, audienceOf(null)), ["public-profile", username], {
    revalidate: PUBLIC_PROFILE_SECONDS,
    tags: [publicProfileTag(username)],
  })();

/** Who reads this render, asked once for the profile and its offers. */
const audience = cache(pageAudience);

/**
 * One lookup per render, shared by generateMetadata and the page; null for an unknown user, and
 * for a user who blocked the viewer. `regionBlocked`: the user geo-blocks the visitor's country or
 * region (lib/access/audience.ts, checked per request: the cached profile is the anonymous one).
 */
export const loadPublicProfile = cache(async (rawUsername: string) => {
  let profile;
  try {
    profile = await cachedProfile(normalizeUsername(safeDecode(rawUsername)));
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 400)) return { profile: null, regionBlocked: false };
    throw err;
  }
  const closure = await authorClosure(profile._id, await audience());
  if (closure === "blocked") return { profile: null, regionBlocked: false };
  if (closure === "geo") return { profile: null, regionBlocked: true };
  return { profile, regionBlocked: false };
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The creator's offers (bundles, promotion, a trial link's trial) for this viewer, rendered with the
 * page: a visitor's profile needs no request of its own for them (decision 088). `trial` is the
 * page's `?trial=` as given; a code that is not one is ignored, as the browser did. Null when the
 * creator offers nothing to this viewer (an account not shown, a block, the region).
 */
export const loadProfileOffers = cache(async (username: string, trial: unknown) => {
  const query = offersQuerySchema.safeParse({ trial: typeof trial === "string" ? trial : undefined });
  try {
    return await offersFor(username, await audience(), query.success ? query.data.trial : undefined);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return null;
    throw err;
  }
});
