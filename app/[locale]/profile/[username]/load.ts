import { cache } from "react";
import { AppError } from "@/lib/errors";
import { getPublicProfile } from "@/lib/profiles/public";
import { serverViewer } from "@/components/profile/server-viewer";

/** One lookup per request, shared by generateMetadata and the page; null for an unknown user. */
export const loadPublicProfile = cache(async (rawUsername: string) => {
  const username = safeDecode(rawUsername);
  const viewer = await serverViewer();
  try {
    return { viewer, profile: await getPublicProfile(username, viewer?.id ?? null) };
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 400)) return { viewer, profile: null };
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
