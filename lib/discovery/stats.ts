import { accountDiscoverableSql } from "@/lib/access/accounts";
import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely, toPrismaSql, type Db } from "@/lib/db/kysely";
import { postCountSql, subscriberCountSql } from "@/lib/users/counts";
import { isCreatorSql } from "@/lib/users/creator";

// The discovery figures of every creator (lib/users/creator.ts: a member with a subscription price), kept in
// "CreatorStats" so that trending and featured read an index instead of aggregating every
// subscription and post on each request. Recomputed by refreshCreatorStats(): the job queue
// (lib/jobs/registry.ts) every TRENDING_REFRESH_SECONDS, once at start-up, and after
// the demo seed. The same statement writes the number of creators to "CreatorStatsTotal" (trending's
// totalCount). Profile counts do not use these tables: they stay exact (lib/users/counts.ts).

export const DISCOVERY_WINDOW_DAYS = 30;

/** pg advisory lock key of the refresh (any constant bigint private to this job). */
export const REFRESH_LOCK_KEY = 7_243_110_501;

export type RefreshResult =
  | { refreshed: true; written: number; removed: number; ms: number }
  | { refreshed: false; reason: "locked"; ms: number };

/** The one statement of the refresh. */
export function refreshCreatorStatsQuery(now: Date, db?: Db) {
  const since = new Date(now.getTime() - DISCOVERY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  // Nothing here reads every subscription (34 s a refresh at 10x when it did): a creator's
  // subscriber count is the profile's (lib/users/counts.ts: the trigger-kept tally less the lapsed
  // rows, two index probes), the posts an index-only range, and the recent subscribers one range
  // of the (startDate, creatorId) index over the window. Rows whose figures did not change are not
  // rewritten. Creators who lost their price (or are no longer members) are deleted; deleted users
  // go with the foreign key's cascade.
  const changed = ["subscriberCount", "recentSubscribers", "postCount", "creatorCreatedAt"] as const;
  return kysely(db)
    .with("creators", (qc) => qc.selectFrom("User as u").select(["u.id", "u.createdAt"]).where(isCreatorSql("u")).where(accountDiscoverableSql("u", now)))
    .with("recent", (qc) =>
      qc
        .selectFrom("Subscription as s")
        .select((eb) => ["s.creatorId", eb.fn.countAll<number>().as("n")])
        .where("s.startDate", ">", since)
        .where("s.startDate", "<=", now)
        .groupBy("s.creatorId"),
    )
    .with("written", (qc) =>
      qc
        .insertInto("CreatorStats")
        .columns(["creatorId", "subscriberCount", "recentSubscribers", "postCount", "creatorCreatedAt", "refreshedAt"])
        .expression(
          qc
            .selectFrom("creators as c")
            .leftJoin("recent", "recent.creatorId", "c.id")
            .select([
              "c.id",
              // the profile's own counts (lib/users/counts.ts), one creator at a time: a grouped
              // form of the lapsed rows was planned as a scan of every subscription
              subscriberCountSql(sql.ref("c.id"), now).as("subscriberCount"),
              sql<number>`COALESCE(recent.n, 0)::int`.as("recentSubscribers"),
              postCountSql(sql.ref("c.id")).as("postCount"),
              "c.createdAt",
              sql<Date>`${now}::timestamp(3)`.as("refreshedAt"),
            ]),
        )
        .onConflict((oc) =>
          oc
            .column("creatorId")
            .doUpdateSet((eb) => ({
              subscriberCount: eb.ref("excluded.subscriberCount"),
              recentSubscribers: eb.ref("excluded.recentSubscribers"),
              postCount: eb.ref("excluded.postCount"),
              creatorCreatedAt: eb.ref("excluded.creatorCreatedAt"),
              refreshedAt: eb.ref("excluded.refreshedAt"),
            }))
            .where(
              sql<boolean>`(${sql.join(changed.map((c) => sql.ref(`CreatorStats.${c}`)))}) IS DISTINCT FROM (${sql.join(changed.map((c) => sql.ref(`excluded.${c}`)))})`,
            ),
        )
        .returning(sql.lit(1).as("one")),
    )
    .with("removed", (qc) =>
      qc
        .deleteFrom("CreatorStats")
        .where((eb) => eb.not(eb.exists(eb.selectFrom("creators as c").select("c.id").whereRef("c.id", "=", "CreatorStats.creatorId"))))
        .returning(sql.lit(1).as("one")),
    )
    // after this statement CreatorStats holds exactly one row per creator
    .with("total", (qc) =>
      qc
        .insertInto("CreatorStatsTotal")
        .columns(["id", "creatorCount", "refreshedAt"])
        .expression(
          qc.selectFrom("creators").select([sql.lit(1).as("id"), sql<number>`count(*)::int`.as("creatorCount"), sql<Date>`${now}::timestamp(3)`.as("refreshedAt")]),
        )
        .onConflict((oc) =>
          oc.column("id").doUpdateSet((eb) => ({ creatorCount: eb.ref("excluded.creatorCount"), refreshedAt: eb.ref("excluded.refreshedAt") })),
        )
        .returning("CreatorStatsTotal.id"),
    )
    .selectNoFrom([
      sql<number>`(SELECT count(*) FROM "written")::int`.as("written"),
      sql<number>`(SELECT count(*) FROM "removed")::int`.as("removed"),
    ]);
}

/** The refresh statement as PostgreSQL text and parameters (for bench/query-plans.ts). */
export function refreshCreatorStatsSql(now: Date) {
  return toPrismaSql(refreshCreatorStatsQuery(now).compile());
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
      const k = kysely(tx);
      if (opts.wait) {
        await sql`SELECT 1 AS "ok" FROM (SELECT pg_advisory_xact_lock(${REFRESH_LOCK_KEY}::bigint)) AS "l"`.execute(k);
      } else {
        const lock = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}::bigint) AS "ok"`.execute(k);
        if (!lock.rows[0]?.ok) return null;
      }
      // JIT compiling this one-off plan cost more than the whole aggregation on the bench data set
      await sql`SET LOCAL jit = off`.execute(k);
      const row = await refreshCreatorStatsQuery(now, tx).executeTakeFirst();
      return row ?? { written: 0, removed: 0 };
    },
    // A large data set takes seconds; waiting for another instance's refresh takes as long.
    { maxWait: 10_000, timeout: 5 * 60_000 },
  );
  const ms = Math.round(performance.now() - t0);
  return result ? { refreshed: true, ...result, ms } : { refreshed: false, reason: "locked", ms };
}
