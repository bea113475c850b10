import { cache } from "react";
import { AppError } from "@/lib/errors";
import { getPublicProfile } from "@/lib/profiles/public";

/**
 * One lookup per render, shared by generateMetadata and the page; null for an unknown user.
 * As an anonymous visitor sees it: the page is cached and the same for everybody (the viewer's
 * own state is fetched by the client, components/profile/PublicProfile.tsx).
 */
export const loadPublicProfile = cache(async (rawUsername: string) => {
  const username = safeDecode(rawUsername);
  try {
    return { profile: await getPublicProfile(username, null) };
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 400)) return { profile: null };
    throw err;
  }
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
