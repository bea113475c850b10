import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { publicImageUrl } from "@/lib/media/urls";
import { canSeeAuthorContent } from "@/lib/posts/access";
import { getUserCounts } from "@/lib/users/counts";
import { centsToAmount } from "@/lib/users/serialize";
import { normalizeUsername } from "@/lib/users/username";

/** The public profile of SPEC section 3, with isSubscribed for the viewer (null = anonymous). */
export async function getPublicProfile(username: string, viewerId: string | null) {
  const user = await prisma.user.findUnique({
    where: { username: normalizeUsername(username) },
    select: {
      id: true, username: true, firstName: true, lastName: true, bio: true, location: true,
      profileImageKey: true, coverImageKey: true, subscriptionPrice: true, createdAt: true,
    },
  });
  if (!user) throw notFound("User not found");
  const isOwner = viewerId === user.id;
  const [counts, subscribed] = await Promise.all([
    getUserCounts(user.id),
    viewerId && !isOwner ? canSeeAuthorContent(viewerId, user.id) : Promise.resolve(false),
  ]);
  return {
    _id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImage: publicImageUrl(user.profileImageKey),
    coverImage: publicImageUrl(user.coverImageKey),
    bio: user.bio ?? "",
    location: user.location ?? "",
    joinedDate: user.createdAt.toISOString(),
    createdAt: user.createdAt.toISOString(),
    ...counts,
    subscriptionPrice: centsToAmount(user.subscriptionPrice),
    isSubscribed: subscribed,
    isOwner,
  };
}
