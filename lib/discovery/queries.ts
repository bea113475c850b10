import { prisma, Prisma } from "@/lib/db";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";

// The aggregate queries of discovery, each one SQL statement. Creators are members with a
// subscription price. Counts use the one access rule (activeSubscriptionSql).

export const DISCOVERY_WINDOW_DAYS = 30;

export type CreatorRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImageKey: string | null;
  coverImageKey: string | null;
  bio: string | null;
  subscriptionPrice: number | null;
  subscriberCount: number;
  postCount: number;
  recentSubscribers: number;
  totalCount: number;
};

function creatorStats(now: Date) {
  const since = new Date(now.getTime() - DISCOVERY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return Prisma.sql`
    SELECT u."id", u."username", u."firstName", u."lastName", u."profileImageKey", u."coverImageKey", u."bio",
           u."subscriptionPrice", u."createdAt",
           COALESCE(sc.n, 0)::int AS "subscriberCount",
           COALESCE(rc.n, 0)::int AS "recentSubscribers",
           COALESCE(pc.n, 0)::int AS "postCount"
    FROM "User" u
    LEFT JOIN (SELECT s."creatorId", count(*) AS n FROM "Subscription" s
               WHERE ${activeSubscriptionSql("s", now)} GROUP BY s."creatorId") sc ON sc."creatorId" = u."id"
    LEFT JOIN (SELECT s."creatorId", count(*) AS n FROM "Subscription" s
               WHERE s."startDate" > ${since} AND s."startDate" <= ${now} GROUP BY s."creatorId") rc ON rc."creatorId" = u."id"
    LEFT JOIN (SELECT p."authorId", count(*) AS n FROM "Post" p
               WHERE p."status" = 'published' GROUP BY p."authorId") pc ON pc."authorId" = u."id"
    WHERE u."subscriptionPrice" IS NOT NULL AND u."role" = 'MEMBER'`;
}

/** Creators with at least minSubscribers, most subscribers first, then newest, then id. */
export function featuredCreators(opts: { now: Date; minSubscribers: number; excludeId: string | null; offset: number; limit: number }) {
  const exclude = opts.excludeId ? Prisma.sql`AND c."id" <> ${opts.excludeId}::uuid` : Prisma.empty;
  return prisma.$queryRaw<CreatorRow[]>(Prisma.sql`
    WITH c AS (${creatorStats(opts.now)})
    SELECT c.*, count(*) OVER ()::int AS "totalCount" FROM c
    WHERE c."subscriberCount" >= ${opts.minSubscribers} ${exclude}
    ORDER BY c."subscriberCount" DESC, c."createdAt" DESC, c."id" ASC
    LIMIT ${opts.limit} OFFSET ${opts.offset}`);
}

/** Every creator, most new subscribers in the window first, then most subscribers, then id. */
export function trendingCreators(opts: { now: Date; offset: number; limit: number }) {
  return prisma.$queryRaw<CreatorRow[]>(Prisma.sql`
    WITH c AS (${creatorStats(opts.now)})
    SELECT c.*, count(*) OVER ()::int AS "totalCount" FROM c
    ORDER BY c."recentSubscribers" DESC, c."subscriberCount" DESC, c."id" ASC
    LIMIT ${opts.limit} OFFSET ${opts.offset}`);
}

/** Total rows when the requested page is past the end (the window count is then unavailable). */
export async function countCreators(opts: { now: Date; minSubscribers?: number; excludeId?: string | null }): Promise<number> {
  const exclude = opts.excludeId ? Prisma.sql`AND c."id" <> ${opts.excludeId}::uuid` : Prisma.empty;
  const rows = await prisma.$queryRaw<{ n: number }[]>(Prisma.sql`
    WITH c AS (${creatorStats(opts.now)})
    SELECT count(*)::int AS n FROM c WHERE c."subscriberCount" >= ${opts.minSubscribers ?? 0} ${exclude}`);
  return rows[0]?.n ?? 0;
}
