import { prisma, Prisma } from "@/lib/db";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";

export type UserCounts = { postCount: number; subscriberCount: number; subscriptionCount: number };

/**
 * The three profile counts as SQL select items for a user row aliased `alias` (published posts,
 * active subscribers, active subscriptions: lib/subscriptions/active.ts), so a profile is read in
 * one statement. All three are exact at `now`.
 *
 * Subscribers: a popular creator has thousands, and counting them was most of a profile
 * request's database time. "CreatorSubscriberTally" holds, per creator, the rows with status
 * active or cancelled, kept by triggers in every writing transaction (migration
 * creator_subscriber_tally); the rows among them already past their end date, which the expiry
 * job has not flipped to expired yet, are subtracted. Those are a short range of the
 * (creatorId, status, endDate) index, read once per status so each is an index range, not a
 * filter over every subscriber.
 */
export function userCountsSql(alias: string, now = new Date()): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error("bad alias");
  const id = Prisma.raw(`"${alias}"."id"`);
  const lapsed = (status: "active" | "cancelled") =>
    Prisma.sql`(SELECT count(*) FROM "Subscription" ls WHERE ls."creatorId" = ${id} AND ls."status" = ${Prisma.raw(`'${status}'`)} AND ls."endDate" <= ${now})`;
  return Prisma.sql`
    (SELECT count(*) FROM "Post" cp WHERE cp."authorId" = ${id} AND cp."status" = 'published')::int AS "postCount",
    (COALESCE((SELECT t."count" FROM "CreatorSubscriberTally" t WHERE t."creatorId" = ${id}), 0)
       - ${lapsed("active")} - ${lapsed("cancelled")})::int AS "subscriberCount",
    (SELECT count(*) FROM "Subscription" cs WHERE cs."subscriberId" = ${id} AND ${activeSubscriptionSql("cs", now)})::int AS "subscriptionCount"`;
}

/** Counts computed from real rows (indexed counts), in one statement. */
export async function getUserCounts(userId: string, now = new Date()): Promise<UserCounts> {
  const rows = await prisma.$queryRaw<UserCounts[]>(Prisma.sql`SELECT ${userCountsSql("u", now)} FROM "User" u WHERE u."id" = ${userId}::uuid`);
  return rows[0] ?? { postCount: 0, subscriberCount: 0, subscriptionCount: 0 };
}
