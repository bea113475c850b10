import { sql } from "kysely";
import { kysely, prepared } from "@/lib/db/kysely";
import { notFound } from "@/lib/errors";
import { publicImageUrl } from "@/lib/media/urls";
import { hasAccessGivingSubscription } from "@/lib/access/subscription";
import { userCountsSql } from "@/lib/users/counts";
import { centsToAmount, toMemberSummary } from "@/lib/users/serialize";
import { normalizeUsername } from "@/shared/validation/username";
import { publicNameFieldsSql } from "@/lib/users/public-name";

/**
 * The public profile of SPEC section 3, with isSubscribed for the viewer (null = anonymous).
 * One statement: the user, the three live counts (lib/users/counts.ts) and whether the viewer
 * holds an access-giving subscription (the access rule of lib/access/posts.ts: the owner is not
 * "subscribed" to themself).
 */
const profileStatement = prepared((a: { username: string; viewerId: string | null; now: Date }) => {
  const viewer = sql<string>`${a.viewerId}::uuid`;
  return kysely()
    .selectFrom("User as u")
    .select([
      "u.id",
      "u.username",
      ...publicNameFieldsSql("u"),
      "u.bio",
      "u.location",
      "u.profileImageKey",
      "u.coverImageKey",
      "u.subscriptionPrice",
      "u.createdAt",
      ...userCountsSql(a.now),
      sql<boolean>`(${sql.ref("u.id")} <> ${viewer} AND ${hasAccessGivingSubscription(viewer, sql.ref("u.id"), a.now)}) IS TRUE`.as("isSubscribed"),
    ])
    .where("u.username", "=", a.username);
});

export async function getPublicProfile(username: string, viewerId: string | null) {
  const [user] = await profileStatement({ username: normalizeUsername(username), viewerId, now: new Date() });
  if (!user) throw notFound("User not found");
  return {
    ...toMemberSummary(user),
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
