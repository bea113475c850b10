import { fullName } from "@/components/profile/types";
import { PROFILE_CARD_SIZE, profileCardPng } from "@/lib/seo/profile-card";
import { loadPublicProfile } from "./load";

// The share image of a public profile (og:image on its page): avatar, cover, name and handle only
// (lib/seo/profile-card.ts), never a post. Unknown, closed or blocked profiles have none (404).
export const size = PROFILE_CARD_SIZE;
export const contentType = "image/png";
export const alt = "Velvet";
export const dynamic = "force-dynamic";

export default async function Image({ params }: { params: Promise<{ locale: string; username: string }> }) {
  const { username } = await params;
  const { profile } = await loadPublicProfile(username);
  if (!profile) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const png = await profileCardPng({ name: fullName(profile), username: profile.username, profileImage: profile.profileImage, coverImage: profile.coverImage });
  return new Response(new Uint8Array(png), {
    headers: { "content-type": contentType, "cache-control": "public, max-age=600" },
  });
}
