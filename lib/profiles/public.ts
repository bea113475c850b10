import { prisma, Prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { publicImageUrl } from "@/lib/media/urls";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";
import { userCountsSql, type UserCounts } from "@/lib/users/counts";
import { centsToAmount, type UserRow } from "@/lib/users/serialize";
import { normalizeUsername } from "@/shared/validation/username";
import { publicNameFieldsSql } from "@/lib/users/public-name";

type ProfileRow = UserCounts & Omit<UserRow, "email" | "dateOfBirth" | "role"> & { isSubscribed: boolean };

/**
 * The public profile of SPEC section 3, with isSubscribed for the viewer (null = anonymous).
 * One statement: the user, the three live counts (lib/users/counts.ts) and whether the viewer
 * holds an access-giving subscription (the access rule of lib/posts/access.ts: the owner is not
 * "subscribed" to themself).
 */
export async function getPublicProfile(username: string, viewerId: string | null) {
  const now = new Date();
  const viewer = viewerId ? Prisma.sql`${viewerId}::uuid` : Prisma.sql`NULL::uuid`;
  const rows = await prisma.$queryRaw<ProfileRow[]>(Prisma.sql`
    SELECT u."id", u."username", ${publicNameFieldsSql("u")}, u."bio", u."location", u."profileImageKey", u."coverImageKey",
           u."subscriptionPrice", u."createdAt", ${userCountsSql("u", now)},
           (u."id" <> ${viewer} AND EXISTS (
              SELECT 1 FROM "Subscription" vs
              WHERE vs."subscriberId" = ${viewer} AND vs."creatorId" = u."id" AND ${activeSubscriptionSql("vs", now)}
           )) IS TRUE AS "isSubscribed"
    FROM "User" u
    WHERE u."username" = ${normalizeUsername(username)}`);
  const user = rows[0];
  if (!user) throw notFound("User not found");
  return {
    _id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    profileImage: publicImageUrl(user.profileImageKey),
    coverImage: publicImageUrl(user.coverImageKey),
    bio: user.bio ?? "",
    location: user.location ?? "",
    joinedDate: user.createdAt.toISOString(),
    createdAt: user.createdAt.toISOString(),
    postCount: user.postCount,
    subscriberCount: user.subscriberCount,
    subscriptionCount: user.subscriptionCount,
    subscriptionPrice: centsToAmount(user.subscriptionPrice),
    isSubscribed: user.isSubscribed,
    isOwner: viewerId === user.id,
  };
}
