import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import { kysely, type DB } from "@/lib/db/kysely";
import type { CreatorStats } from "@/lib/generated/kysely/types";
import { publicNameFieldsSql } from "@/lib/users/public-name";
import type { MemberRow } from "@/lib/users/serialize";

// The queries of discovery. The figures (subscriberCount, recentSubscribers, postCount) come from
// "CreatorStats" (lib/discovery/stats.ts, refreshed every minute); profile fields come live from
// "User". Each list walks the index of its order and stops after the page (offset + limit rows).

export type CreatorRow = MemberRow & {
  coverImageKey: string | null;
  bio: string | null;
  subscriptionPrice: number | null;
  subscriberCount: number;
  postCount: number;
  recentSubscribers: number;
  totalCount: number;
};

type Filter = { minSubscribers?: number; excludeId?: string | null };

const stats = expressionBuilder<DB & { cs: CreatorStats }, "cs">();

function where(f: Filter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (f.minSubscribers) conditions.push(stats("cs.subscriberCount", ">=", f.minSubscribers));
  if (f.excludeId) conditions.push(stats("cs.creatorId", "<>", f.excludeId));
  return stats.and(conditions);
}

/**
 * How many creators the filter keeps. Unfiltered (trending) it is the total the last refresh
 * wrote (lib/discovery/stats.ts): CreatorStats changes only then, so it is the same number, read
 * from one row instead of counted over every creator on each request (that count was nine tenths
 * of trending's database time on 10,000 creators).
 */
function countSql(filter: Filter): RawBuilder<number> {
  if (!filter.minSubscribers && !filter.excludeId) {
    return sql<number>`COALESCE(${stats.selectFrom("CreatorStatsTotal as t").select("t.creatorCount").where("t.id", "=", sql.lit(1))}, 0)`;
  }
  return sql<number>`(${stats.selectFrom("CreatorStats as cs").select(stats.fn.countAll().as("n")).where(where(filter))})::int`;
}

type Order = [column: "cs.subscriberCount" | "cs.recentSubscribers" | "cs.creatorCreatedAt" | "cs.creatorId", direction: "asc" | "desc"][];

function page(filter: Filter, order: Order, offset: number, limit: number): Promise<CreatorRow[]> {
  let q = kysely()
    .selectFrom("CreatorStats as cs")
    .innerJoin("User as u", "u.id", "cs.creatorId")
    .select([
      "u.id",
      "u.username",
      ...publicNameFieldsSql("u"),
      "u.profileImageKey",
      "u.coverImageKey",
      "u.bio",
      "u.subscriptionPrice",
      "cs.subscriberCount",
      "cs.recentSubscribers",
      "cs.postCount",
      countSql(filter).as("totalCount"),
    ])
    .where(where(filter));
  for (const [column, direction] of order) q = q.orderBy(column, direction);
  return q.limit(limit).offset(offset).execute();
}

/** Creators with at least minSubscribers, most subscribers first, then newest account, then id. */
export function featuredCreators(opts: { minSubscribers: number; excludeId: string | null; offset: number; limit: number }) {
  const order: Order = [["cs.subscriberCount", "desc"], ["cs.creatorCreatedAt", "desc"], ["cs.creatorId", "asc"]];
  return page(opts, order, opts.offset, opts.limit);
}

/** Every creator, most new subscribers in the window first, then most subscribers, then id. */
export function trendingCreators(opts: { offset: number; limit: number }) {
  const order: Order = [["cs.recentSubscribers", "desc"], ["cs.subscriberCount", "desc"], ["cs.creatorId", "asc"]];
  return page({}, order, opts.offset, opts.limit);
}

/** Total rows when the requested page is past the end (the page then carries no count). */
export async function countCreators(filter: Filter = {}): Promise<number> {
  const row = await kysely().selectNoFrom(countSql(filter).as("n")).executeTakeFirst();
  return row?.n ?? 0;
}
