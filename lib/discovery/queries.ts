import { accountDiscoverableSql } from "@/lib/access/accounts";
import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import { kysely, prepared, type DB } from "@/lib/db/kysely";
import type { CreatorStats } from "@/lib/generated/kysely/types";
import { publicNameFieldsSql } from "@/lib/users/public-name";
import { inCategorySql } from "@/lib/categories/sql";
import type { MemberRow } from "@/lib/users/serialize";
import { authorClosedTo, type Audience } from "@/lib/access/audience";

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

/** `category`: a category slug; only creators who chose it (lib/categories). */
type Filter = { minSubscribers?: number; excludeId?: string | null; category?: string | null };

type Order = [column: "cs.subscriberCount" | "cs.recentSubscribers" | "cs.creatorCreatedAt" | "cs.creatorId", direction: "asc" | "desc"][];

const ORDERS = {
  featured: [["cs.subscriberCount", "desc"], ["cs.creatorCreatedAt", "desc"], ["cs.creatorId", "asc"]],
  trending: [["cs.recentSubscribers", "desc"], ["cs.subscriberCount", "desc"], ["cs.creatorId", "asc"]],
} satisfies Record<string, Order>;

/** The statement's variant: which order, and which of the filter's conditions are there ("-" when absent). */
type Shape = `${keyof typeof ORDERS | "count"} ${"min" | "-"} ${"exclude" | "-"} ${"cat" | "-"}`;
type Args = {
  minSubscribers?: number;
  excludeId?: string;
  category?: string;
  offset?: number;
  limit?: number;
  viewerId?: string | null;
  country?: string | null;
  region?: string | null;
};

function shapeOf(order: keyof typeof ORDERS | "count", f: Filter): Shape {
  return `${order} ${f.minSubscribers ? "min" : "-"} ${f.excludeId ? "exclude" : "-"} ${f.category ? "cat" : "-"}`;
}

/** The filter's parameters: only those its shape holds. */
function filterArgs(f: Filter): Args {
  const args: Args = {};
  if (f.minSubscribers) args.minSubscribers = f.minSubscribers;
  if (f.excludeId) args.excludeId = f.excludeId;
  if (f.category) args.category = f.category;
  return args;
}

const stats = expressionBuilder<DB & { cs: CreatorStats }, "cs">();

function where(shape: Shape, a: Args): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (shape.includes(" min")) conditions.push(stats("cs.subscriberCount", ">=", a.minSubscribers!));
  if (shape.includes(" exclude")) conditions.push(stats("cs.creatorId", "<>", a.excludeId!));
  if (shape.endsWith(" cat")) conditions.push(inCategorySql(stats.ref("cs.creatorId"), a.category!));
  return stats.and(conditions);
}

/**
 * How many creators the filter keeps. Unfiltered (trending), or without the viewer only, it is the total the last refresh
 * wrote (lib/discovery/stats.ts): CreatorStats changes only then, so it is the same number, read
 * from one row instead of counted over every creator on each request (that count was nine tenths
 * of trending's database time on 10,000 creators).
 */
function countSql(shape: Shape, a: Args): RawBuilder<number> {
  const total = sql<number>`COALESCE(${stats.selectFrom("CreatorStatsTotal as t").select("t.creatorCount").where("t.id", "=", sql.lit(1))}, 0)`;
  if (shape.endsWith(" - - -")) return total;
  // everyone but the viewer (featured for a signed-in member): that total, less the viewer's own
  // row if they have one (one primary-key probe; counting the rest read all of CreatorStats)
  if (shape.endsWith(" - exclude -")) {
    return sql<number>`(${total} - ${stats.selectFrom("CreatorStats as cs").select(stats.fn.countAll().as("n")).where("cs.creatorId", "=", a.excludeId!)})::int`;
  }
  return sql<number>`(${stats.selectFrom("CreatorStats as cs").select(stats.fn.countAll().as("n")).where(where(shape, a))})::int`;
}

// one statement per shape, built and compiled once (lib/db/kysely.ts `prepared`)
const pageStatement = prepared((a: Args, shape: Shape) => {
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
      countSql(shape, a).as("totalCount"),
    ])
    .where(where(shape, a))
    // discovery and trending show only members in good standing and not restricted, at once (lib/access/accounts.ts)
    .where(accountDiscoverableSql("u"))
    // creators closed to the visitor (geo-blocked there, or who blocked them) are left out; the
    // total stays the filter's count (it is read from CreatorStats, not per visitor)
    .where((eb) => eb.not(authorClosedTo(sql.ref("u.id"), { viewerId: a.viewerId!, country: a.country!, region: a.region! })));
  for (const [column, direction] of ORDERS[shape.startsWith("featured") ? "featured" : "trending"]) q = q.orderBy(column, direction);
  return q.limit(a.limit!).offset(a.offset!);
});

const countStatement = prepared((a: Args, shape: Shape) => kysely().selectNoFrom(countSql(shape, a).as("n")));

function page(order: keyof typeof ORDERS, filter: Filter, audience: Audience, offset: number, limit: number): Promise<CreatorRow[]> {
  const { viewerId, country, region } = audience;
  return pageStatement({ ...filterArgs(filter), offset, limit, viewerId, country, region }, { shape: shapeOf(order, filter) });
}

/** Creators with at least minSubscribers, most subscribers first, then newest account, then id. */
export function featuredCreators(
  opts: { minSubscribers: number; excludeId: string | null; category?: string; offset: number; limit: number },
  audience: Audience,
) {
  return page("featured", opts, audience, opts.offset, opts.limit);
}

/** Every creator (or those of one category), most new subscribers in the window first, then most subscribers, then id. */
export function trendingCreators(opts: { category?: string; offset: number; limit: number }, audience: Audience) {
  return page("trending", { category: opts.category }, audience, opts.offset, opts.limit);
}

/** Total rows when the requested page is past the end (the page then carries no count). */
export async function countCreators(filter: Filter = {}): Promise<number> {
  const [row] = await countStatement(filterArgs(filter), { shape: shapeOf("count", filter) });
  return row?.n ?? 0;
}
