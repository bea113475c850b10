import { sql } from "kysely";
import { kysely, prepared } from "@/lib/db/kysely";
import { notFound } from "@/lib/errors";
import { publicImageUrl } from "@/lib/media/urls";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";
import { profileShownSql } from "@/lib/access/accounts";
import { subscriptionInfo } from "@/lib/subscriptions/period";
import { userCountsSql } from "@/lib/users/counts";
import { centsToAmount, toMemberSummary } from "@/lib/users/serialize";
import { normalizeUsername } from "@/shared/validation/username";
import { publicNameFieldsSql } from "@/lib/users/public-name";
import { blockedBySql, geoBlockedSql, refuseClosure, type Audience } from "@/lib/access/audience";

/**
 * The public profile of SPEC section 3, with isSubscribed for the viewer (null = anonymous).
 * One statement: the user, the three live counts (lib/users/counts.ts), and the viewer's
 * subscription to them: whether it gives access (the access rule of lib/access/posts.ts: the owner
 * is not "subscribed" to themself) and what the viewer sees of it (lib/subscriptions/period.ts).
 */
const profileStatement = prepared((a: { username: string; viewerId: string | null; now: Date; country: string | null; region: string | null }) => {
  const viewer = sql<string>`${a.viewerId}::uuid`;
  return kysely()
    .selectFrom("User as u")
    // the viewer's own subscription to this user, if any (the unique pair)
    .leftJoin("Subscription as vs", (join) => join.on("vs.subscriberId", "=", viewer).onRef("vs.creatorId", "=", "u.id"))
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
      sql<boolean>`(${sql.ref("u.id")} <> ${viewer} AND ${givesAccess(subscriptionRow("vs"), a.now)}) IS TRUE`.as("isSubscribed"),
      "vs.status as subscriptionStatus",
      "vs.autoRenew as subscriptionAutoRenew",
      "vs.startDate as subscriptionStart",
      "vs.endDate as subscriptionEnd",
      // closed to the viewer (lib/access/audience.ts): geo-blocked there (451), or the viewer is blocked (404)
      sql<boolean>`(${sql.ref("u.id")} IS DISTINCT FROM ${viewer} AND ${geoBlockedSql(sql.ref("u.id"), a.country, a.region)})`.as("geoBlocked"),
      sql<boolean>`(${sql.ref("u.id")} IS DISTINCT FROM ${viewer} AND ${blockedBySql(sql.ref("u.id"), a.viewerId)})`.as("blockedBy"),
    ])
    .where("u.username", "=", a.username)
    // a suspended, banned or hidden member has no profile for others (lib/access/accounts.ts)
    .where(sql<boolean>`(${sql.ref("u.id")} = ${viewer} OR ${profileShownSql("u", a.now)}) IS TRUE`);
});

/** The profile for `audience` (its viewer null = anonymous); 451 GEO_BLOCKED or 404 when the user is closed to them. */
export async function getPublicProfile(username: string, audience: Audience) {
  const now = new Date();
  const { viewerId, country, region } = audience;
  const [user] = await profileStatement({ username: normalizeUsername(username), viewerId, now, country, region });
  if (!user) throw notFound("USER_NOT_FOUND");
  refuseClosure(user.geoBlocked ? "geo" : user.blockedBy ? "blocked" : null, "USER_NOT_FOUND");
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
    // what the viewer sees of their subscription (cancelled: access until endDate; past_due: renewal failed)
    subscription:
      user.subscriptionStatus && viewerId !== user.id
        ? subscriptionInfo(
            { status: user.subscriptionStatus, startDate: user.subscriptionStart!, endDate: user.subscriptionEnd!, autoRenew: user.subscriptionAutoRenew! },
            user.isSubscribed,
            now,
          )
        : null,
    isOwner: viewerId === user.id,
  };
}
