"use client";

import { useSession } from "@/client/session";

/**
 * The picture to show for `person` on a post or comment: the viewer's own picture comes from the
 * session (refreshed the moment they change it, components/profile/OwnProfile.tsx), so a new
 * avatar shows at once on everything they wrote already on screen, not after the lists reload.
 */
export function useCurrentAvatar(person: { _id: string; profileImage?: string | null }): string | null | undefined {
  const { data } = useSession();
  return data?.user?.id === person._id ? data.user.profileImage : person.profileImage;
}
