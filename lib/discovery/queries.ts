import { prisma, Prisma } from "@/lib/db";
import { publicNameFieldsSql } from "@/lib/users/public-name";

// The queries of discovery. The figures (subscriberCount, recentSubscribers, postCount) come from
// "CreatorStats" (lib/discovery/stats.ts, refreshed every minute); profile fields come live from
// "User". Each list walks the index of its order and stops after the page (offset + limit rows).

export type CreatorRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageKey: string | null;
  coverImageKey: string | null;
  bio: string | null;
  subscriptionPrice: number | null;
  subscriberCount: number;
  postCount: number;
  recentSubscribers: number;
  totalCount: number;
};

type Filter = { minSubscribers?: number; excludeId?: string | null };

function where(f: Filter): Prisma.Sql {
  const min = f.minSubscribers ? Prisma.sql`AND cs."subscriberCount" >= ${f.minSubscribers}` : Prisma.empty;
  const exclude = f.excludeId ? Prisma.sql`AND cs."creatorId" <> ${f.excludeId}::uuid` : Prisma.empty;
  return Prisma.sql`WHERE true ${min} ${exclude}`;
}

/**
 * How many creators the filter keeps. Unfiltered (trending) it is the total the last refresh
 * wrote (lib/discovery/stats.ts): CreatorStats changes only then, so it is the same number, read
 * from one row instead of counted over every creator on each request (that count was nine tenths
 * of trending's database time on 10,000 creators).
 */
function countSql(filter: Filter): Prisma.Sql {
  if (!filter.minSubscribers && !filter.excludeId) {
    return Prisma.sql`COALESCE((SELECT t."creatorCount" FROM "CreatorStatsTotal" t WHERE t."id" = 1), 0)`;
  }
  return Prisma.sql`(SELECT count(*) FROM "CreatorStats" cs ${where(filter)})::int`;
}

function page(filter: Filter, orderBy: Prisma.Sql, offset: number, limit: number) {
  const w = where(filter);
  return prisma.$queryRaw<CreatorRow[]>(Prisma.sql`
    SELECT u."id", u."username", ${publicNameFieldsSql("u")}, u."profileImageKey", u."coverImageKey", u."bio",
           u."subscriptionPrice", cs."subscriberCount", cs."recentSubscribers", cs."postCount",
           ${countSql(filter)} AS "totalCount"
    FROM "CreatorStats" cs JOIN "User" u ON u."id" = cs."creatorId"
    ${w}
    ORDER BY ${orderBy}
    LIMIT ${limit} OFFSET ${offset}`);
}

/** Creators with at least minSubscribers, most subscribers first, then newest account, then id. */
export function featuredCreators(opts: { minSubscribers: number; excludeId: string | null; offset: number; limit: number }) {
  const order = Prisma.sql`cs."subscriberCount" DESC, cs."creatorCreatedAt" DESC, cs."creatorId" ASC`;
  return page(opts, order, opts.offset, opts.limit);
}

/** Every creator, most new subscribers in the window first, then most subscribers, then id. */
export function trendingCreators(opts: { offset: number; limit: number }) {
  const order = Prisma.sql`cs."recentSubscribers" DESC, cs."subscriberCount" DESC, cs."creatorId" ASC`;
  return page({}, order, opts.offset, opts.limit);
}

/** Total rows when the requested page is past the end (the page then carries no count). */
export async function countCreators(filter: Filter = {}): Promise<number> {
  const rows = await prisma.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT ${countSql(filter)} AS n`);
  return rows[0]?.n ?? 0;
}
