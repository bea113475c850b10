import { prisma, Prisma } from "@/lib/db";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";
import { isCreatorSql } from "@/lib/users/creator";

// The discovery figures of every creator (lib/users/creator.ts: a member with a subscription price), kept in
// "CreatorStats" so that trending and featured read an index instead of aggregating every
// subscription and post on each request. Recomputed by refreshCreatorStats(): the scheduler
// (lib/jobs/scheduler.ts) every TRENDING_REFRESH_SECONDS, once at start-up, and after
// the demo seed. The same statement writes the number of creators to "CreatorStatsTotal" (trending's
// totalCount). Profile counts do not use these tables: they stay exact (lib/users/counts.ts).

export const DISCOVERY_WINDOW_DAYS = 30;

/** pg advisory lock key of the refresh (any constant bigint private to this job). */
export const REFRESH_LOCK_KEY = 7_243_110_501;

export type RefreshResult =
  | { refreshed: true; written: number; removed: number; ms: number }
  | { refreshed: false; reason: "locked"; ms: number };

/** The one statement of the refresh (exported for bench/query-plans.ts). */
export function refreshCreatorStatsSql(now: Date): Prisma.Sql {
  const since = new Date(now.getTime() - DISCOVERY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  // One pass over Subscription gives both counts: access now (the one access rule) and
  // subscriptions started in the window (whatever their status now). Rows whose figures did not
  // change are not rewritten. Creators who lost their price (or are no longer members) are deleted;
  // deleted users go with the foreign key's cascade.
  return Prisma.sql`
    WITH creators AS (
      SELECT u."id", u."createdAt" FROM "User" u
      WHERE ${isCreatorSql("u")}
    ), subs AS (
      SELECT s."creatorId",
             count(*) FILTER (WHERE ${activeSubscriptionSql("s", now)}) AS active,
             count(*) FILTER (WHERE s."startDate" > ${since} AND s."startDate" <= ${now}) AS recent
      FROM "Subscription" s GROUP BY s."creatorId"
    ), posts AS (
      SELECT p."authorId", count(*) AS n FROM "Post" p WHERE p."status" = 'published' GROUP BY p."authorId"
    ), written AS (
      INSERT INTO "CreatorStats" AS cs ("creatorId", "subscriberCount", "recentSubscribers", "postCount", "creatorCreatedAt", "refreshedAt")
      SELECT c."id", COALESCE(subs.active, 0)::int, COALESCE(subs.recent, 0)::int, COALESCE(posts.n, 0)::int, c."createdAt", ${now}
      FROM creators c
      LEFT JOIN subs ON subs."creatorId" = c."id"
      LEFT JOIN posts ON posts."authorId" = c."id"
      ON CONFLICT ("creatorId") DO UPDATE SET
        "subscriberCount" = EXCLUDED."subscriberCount",
        "recentSubscribers" = EXCLUDED."recentSubscribers",
        "postCount" = EXCLUDED."postCount",
        "creatorCreatedAt" = EXCLUDED."creatorCreatedAt",
        "refreshedAt" = EXCLUDED."refreshedAt"
      WHERE (cs."subscriberCount", cs."recentSubscribers", cs."postCount", cs."creatorCreatedAt")
            IS DISTINCT FROM (EXCLUDED."subscriberCount", EXCLUDED."recentSubscribers", EXCLUDED."postCount", EXCLUDED."creatorCreatedAt")
      RETURNING 1
    ), removed AS (
      DELETE FROM "CreatorStats" d WHERE NOT EXISTS (SELECT 1 FROM creators c WHERE c."id" = d."creatorId")
      RETURNING 1
    ), total AS (
      -- after this statement CreatorStats holds exactly one row per creator
      INSERT INTO "CreatorStatsTotal" ("id", "creatorCount", "refreshedAt")
      SELECT 1, count(*)::int, ${now} FROM creators
      ON CONFLICT ("id") DO UPDATE SET "creatorCount" = EXCLUDED."creatorCount", "refreshedAt" = EXCLUDED."refreshedAt"
    )
    SELECT (SELECT count(*) FROM written)::int AS written, (SELECT count(*) FROM removed)::int AS removed`;
}

/**
 * Recomputes CreatorStats as of `now` in one set-based statement, inside a transaction holding
 * a transaction-level advisory lock, so several app instances never refresh at once.
 * By default an instance that finds the lock taken skips (another one is refreshing:
 * `{refreshed: false}`); `{ wait: true }` waits for it and then refreshes (seed, tests, scripts
 * that need figures including their own writes).
 */
export async function refreshCreatorStats(now: Date = new Date(), opts: { wait?: boolean } = {}): Promise<RefreshResult> {
  const t0 = performance.now();
  const result = await prisma.$transaction(
    async (tx) => {
      if (opts.wait) {
        await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK_KEY}::bigint)`);
      } else {
        const [lock] = await tx.$queryRaw<{ ok: boolean }[]>(Prisma.sql`SELECT pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}::bigint) AS ok`);
        if (!lock?.ok) return null;
      }
      // JIT compiling this one-off plan cost more than the whole aggregation on the bench data set
      await tx.$executeRaw(Prisma.sql`SET LOCAL jit = off`);
      const [row] = await tx.$queryRaw<{ written: number; removed: number }[]>(refreshCreatorStatsSql(now));
      return row ?? { written: 0, removed: 0 };
    },
    // A large data set takes seconds; waiting for another instance's refresh takes as long.
    { maxWait: 10_000, timeout: 5 * 60_000 },
  );
  const ms = Math.round(performance.now() - t0);
  return result ? { refreshed: true, ...result, ms } : { refreshed: false, reason: "locked", ms };
}
