// `npm run bench:plans`: EXPLAIN (ANALYZE, BUFFERS) of the SQL the app really runs for the home
// feed (heaviest bench fan), trending, featured and a popular creator's public profile, after
// refreshing CreatorStats once (its duration is printed; its statement is explained too). The lib functions
// are called as the route handlers call them; their SQL and parameters are captured from
// Prisma's query events (a client with query logging is installed where lib/db/index.ts looks for
// its per-process client), then each statement is explained through `pg`.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect } from "./lib/db";

type Captured = { query: string; params: string; duration: number };

const url = benchDatabaseUrl();
assertLoopback(url);
const captured: Captured[] = [];
const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString: url, max: 4 }),
  omit: { user: { passwordHash: true } },
  log: [{ emit: "event", level: "query" }],
});
client.$on("query", (e) => captured.push({ query: e.query, params: e.params, duration: Number(e.duration) }));
(globalThis as unknown as { prisma?: unknown }).prisma = client;

const { getHomeFeed } = await import("../lib/posts/feed");
const { getFeatured, getTrending } = await import("../lib/discovery/discover");
const { refreshCreatorStats, refreshCreatorStatsSql } = await import("../lib/discovery/stats");
const { getPublicProfile } = await import("../lib/profiles/public");

const db = await connect(url);
await assertRealPostgres(db);

async function explain(title: string, run: () => Promise<unknown>) {
  await run(); // warm: plans and pages as in steady state
  captured.length = 0;
  const t0 = performance.now();
  await run();
  const ms = performance.now() - t0;
  const queries = [...captured];
  console.log(`\n${"=".repeat(100)}\n${title}: ${queries.length} statements, ${ms.toFixed(1)} ms end to end through Prisma\n${"=".repeat(100)}`);
  for (const [i, q] of queries.entries()) {
    const params = JSON.parse(q.params) as unknown[];
    console.log(`\n--- statement ${i + 1} (Prisma reported ${q.duration} ms)\n${q.query}\n-- params: ${q.params.length > 400 ? q.params.slice(0, 400) + " ..." : q.params}`);
    if (!/^\s*(SELECT|WITH)/i.test(q.query)) continue;
    const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, params);
    console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
    console.log(await planCache(q.query, params));
  }
}

/**
 * The app runs each statement as a named prepared statement (lib/db/index.ts). PostgreSQL plans its
 * first five executions with the parameters' values, then keeps one generic plan if that is not
 * costlier than their average; otherwise it plans every call again. Ten executions tell which
 * this statement gets.
 */
let prepared = 0;
async function planCache(query: string, params: unknown[]): Promise<string> {
  const name = `bench_plan_${++prepared}`;
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await db.query({ name, text: query, values: params });
    times.push(performance.now() - t);
  }
  const { rows } = await db.query<{ generic_plans: string; custom_plans: string }>(
    `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`,
    [name],
  );
  await db.query(`DEALLOCATE ${name}`);
  const r = rows[0];
  const kept = r && Number(r.generic_plans) > 0 ? "generic plan kept (planned once)" : "custom plan on every call (planned each time)";
  return `-- prepared, 10 executions: ${kept}; generic ${r?.generic_plans}, custom ${r?.custom_plans}; ms per execution ${times.map((t) => t.toFixed(2)).join(" ")}`;
}

try {
  const fan = await db.query<{ id: string; username: string; n: number }>(`
    SELECT u."id", u."username", count(*)::int AS n FROM "Subscription" s JOIN "User" u ON u."id" = s."subscriberId"
    WHERE s."status" IN ('active', 'cancelled') AND s."endDate" > now() AND u."username" LIKE 'fan\\_%01'
    GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`);
  if (!fan.rows.length) throw new Error("no bench fans: run npm run bench:seed first");
  const popular = await db.query<{ username: string; n: number }>(`
    SELECT u."username", count(*)::int AS n FROM "Subscription" s JOIN "User" u ON u."id" = s."creatorId"
    WHERE s."status" IN ('active', 'cancelled') AND s."endDate" > now() GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  const sizes = await db.query(`SELECT relname AS table, n_live_tup AS rows FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 8`);
  console.log(`tables: ${sizes.rows.map((r) => `${r.table} ${r.rows}`).join(", ")}`);
  const f = fan.rows[0];
  const refresh = await refreshCreatorStats(new Date(), { wait: true });
  const again = await refreshCreatorStats(new Date(), { wait: true });
  await db.query(`ANALYZE "CreatorStats"`); // as autovacuum would soon after the first fill
  console.log(`refreshCreatorStats: first ${JSON.stringify(refresh)}; again right after ${JSON.stringify(again)}`);
  {
    // the refresh statement itself, explained inside a transaction rolled back (EXPLAIN ANALYZE writes)
    const sql = refreshCreatorStatsSql(new Date());
    await db.query("BEGIN");
    try {
      await db.query("SET LOCAL jit = off"); // as refreshCreatorStats does
      const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values);
      console.log(`\n${"=".repeat(100)}\nrefreshCreatorStats statement\n${"=".repeat(100)}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
    } finally {
      await db.query("ROLLBACK");
    }
  }
  await explain(`GET /api/posts/home as ${f.username} (${f.n} active subscriptions), page 1, limit 10`, () => getHomeFeed(f.id, { page: 1, limit: 10 }, { country: "TN", region: null }));
  await explain("GET /api/users/discover/trending, page 1, limit 12", () => getTrending({ page: 1, limit: 12 }, { viewerId: null, ...{ country: "TN", region: null } }));
  await explain("GET /api/users/discover/trending, page 50, limit 12", () => getTrending({ page: 50, limit: 12 }, { viewerId: null, ...{ country: "TN", region: null } }));
  await explain("GET /api/users/discover/featured, page 1, limit 5, minSubscribers 0, viewer excluded", () =>
    getFeatured({ page: 1, limit: 5, minSubscribers: 0 }, { viewerId: f.id, ...{ country: "TN", region: null } }),
  );
  await explain("GET /api/users/discover/featured, page 1, limit 5, minSubscribers 100", () => getFeatured({ page: 1, limit: 5, minSubscribers: 100 }, { viewerId: null, ...{ country: "TN", region: null } }));
  await explain(`GET /api/users/${popular.rows[0].username} (${popular.rows[0].n} active subscribers), viewer ${f.username}`, () =>
    getPublicProfile(popular.rows[0].username, { viewerId: f.id, ...{ country: "TN", region: null } }),
  );
} finally {
  await db.end();
  await client.$disconnect();
}
