import { prisma, Prisma } from "@/lib/db";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";

export type UserCounts = { postCount: number; subscriberCount: number; subscriptionCount: number };

/**
 * The three profile counts as SQL select items for a user row aliased `alias` (published posts,
 * active subscribers, active subscriptions: lib/subscriptions/active.ts), so a profile is read in
 * one statement. Each is an index-only count on the status-led indexes.
 */
export function userCountsSql(alias: string, now = new Date()): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error("bad alias");
  const id = Prisma.raw(`"${alias}"."id"`);
  return Prisma.sql`
    (SELECT count(*) FROM "Post" cp WHERE cp."authorId" = ${id} AND cp."status" = 'published')::int AS "postCount",
    (SELECT count(*) FROM "Subscription" cs WHERE cs."creatorId" = ${id} AND ${activeSubscriptionSql("cs", now)})::int AS "subscriberCount",
    (SELECT count(*) FROM "Subscription" cs WHERE cs."subscriberId" = ${id} AND ${activeSubscriptionSql("cs", now)})::int AS "subscriptionCount"`;
}

/** Counts computed from real rows (indexed counts), in one statement. */
export async function getUserCounts(userId: string, now = new Date()): Promise<UserCounts> {
  const rows = await prisma.$queryRaw<UserCounts[]>(Prisma.sql`SELECT ${userCountsSql("u", now)} FROM "User" u WHERE u."id" = ${userId}::uuid`);
  return rows[0] ?? { postCount: 0, subscriberCount: 0, subscriptionCount: 0 };
}
