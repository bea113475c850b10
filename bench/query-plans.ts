// `npm run bench:plans`: EXPLAIN (ANALYZE, BUFFERS) of the SQL the app really runs for every read
// and write of a normal visit (feed of the heaviest bench fan, trending, featured, search, a popular
// creator's profile and post list, notifications, conversations and messages, earnings, statement,
// vault; like, comment, subscribe, purchase, sending a chat message), after
// refreshing CreatorStats once (its duration is printed; its statement is explained too). The lib functions
// are called as the route handlers call them; their SQL and parameters are captured from
// Prisma's query events (a client with query logging is installed where lib/db/index.ts looks for
// its per-process client), then each statement is explained through `pg`: reads as they are,
// writes (INSERT/UPDATE/DELETE) inside a transaction that is rolled back. The writes are run for
// real once (the second call is the one captured), so the bench data set gains a like toggled
// twice, two comments, a subscription, a purchase and two chat messages per run.
// It ends with a summary: per statement, its execution time and every scan node, and any
// sequential scan of a table that grows with users (BENCH_PLANS_ONLY: a part of titles to run).
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect } from "./lib/db";

type Captured = { query: string; params: string; duration: number };

// signed media links (the vault, the feed) need the app's secret; any will do here
process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
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
const { getUserPosts } = await import("../lib/posts/lists");
const { searchUsers } = await import("../lib/search/users");
const { audienceOf } = await import("../lib/access/audience");
const { listNotifications, unreadCount } = await import("../lib/notifications/inbox");
const { listConversations } = await import("../lib/chat/conversations");
const { listMessages } = await import("../lib/chat/messages");
const { sendMessage } = await import("../lib/chat/send");
const { creatorEarnings } = await import("../lib/payments/earnings");
const { creatorStatement, monthOf } = await import("../lib/payments/statement");
const { listVault } = await import("../lib/vault/vault");
const { toggleLike } = await import("../lib/posts/likes");
const { addComment } = await import("../lib/posts/comments");
const { subscribe } = await import("../lib/checkout/subscribe");
const { purchase } = await import("../lib/checkout/purchase");
const { addCard, listCards } = await import("../lib/wallet/cards");

/** Tables that grow with members or their activity: a sequential scan of one is a finding. */
const GROWING = ["User", "Subscription", "Post", "Media", "PostMedia", "Like", "Comment", "Conversation", "Message", "Payment",
  "LedgerEntry", "Purchase", "Notification", "Report", "Session", "Tip", "SavedCard", "CreatorStats", "CreatorSubscriberTally", "CreatorEarningsTally", "MassMessage"];
const ONLY = process.env.BENCH_PLANS_ONLY ?? "";
type Summary = { title: string; statement: number; ms: number | null; scans: string[]; seq: string[]; error?: string };
const summary: Summary[] = [];

function summarise(title: string, statement: number, plan: string[]): Summary {
  const scans: string[] = [];
  const seq: string[] = [];
  let ms: number | null = null;
  for (const line of plan) {
    const scan = /(Seq Scan|Parallel Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: Backward)? (?:using ("?[\w.]+"?) )?on ("?[\w.]+"?)(?: \w+)?(?:.*?(?:actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)|never executed))?/.exec(line);
    if (scan) {
      const [, kind, index, table, rows, loops] = scan;
      const t = table.replace(/"/g, "");
      const what = `${kind === "Bitmap Index Scan" ? `${kind} ${index ?? t}` : `${kind} ${index ? `${index.replace(/"/g, "")} ` : ""}on ${t}`}${rows !== undefined ? ` (${rows} rows x${loops})` : line.includes("never executed") ? " (never executed)" : ""}`;
      scans.push(what);
      if (/Seq Scan/.test(kind) && GROWING.includes(t) && !line.includes("never executed")) seq.push(t);
    }
    const bitmap = /Bitmap Index Scan on ("?[\w.]+"?)/.exec(line);
    if (bitmap && !scan) scans.push(`Bitmap Index Scan ${bitmap[1].replace(/"/g, "")}`);
    const exec = /Execution Time: ([\d.]+) ms/.exec(line);
    if (exec) ms = Number(exec[1]);
  }
  return { title, statement, ms, scans, seq };
}

const db = await connect(url);
await assertRealPostgres(db);

async function explain(title: string, run: () => Promise<unknown>) {
  if (ONLY && !title.includes(ONLY)) return;
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
    const read = /^\s*(SELECT|WITH)/i.test(q.query) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(q.query);
    const write = /^\s*(INSERT|UPDATE|DELETE|WITH)/i.test(q.query);
    if (!read && !write) continue;
    try {
      if (!read) await db.query("BEGIN");
      const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, params);
      const plan = rows.map((r) => r["QUERY PLAN"]);
      console.log(plan.join("\n"));
      summary.push(summarise(title, i + 1, plan));
      if (read) console.log(await planCache(q.query, params));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.log(`-- not explained: ${message}`);
      summary.push({ title, statement: i + 1, ms: null, scans: [], seq: [], error: message });
    } finally {
      if (!read) await db.query("ROLLBACK");
    }
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
    SELECT u."username", t."count" AS n FROM "CreatorSubscriberTally" t JOIN "User" u ON u."id" = t."creatorId"
    ORDER BY t."count" DESC LIMIT 1`);
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
  const loc = { country: "TN", region: null };
  const creator = await db.query<{ id: string; username: string }>(`SELECT "id", "username" FROM "User" WHERE "username" = $1`, [popular.rows[0].username]);
  const c = creator.rows[0];
  const followed = await db.query<{ username: string; id: string }>(`
    SELECT u."username", u."id" FROM "Subscription" s JOIN "User" u ON u."id" = s."creatorId"
    WHERE s."subscriberId" = $1 AND s."status" = 'active' AND s."endDate" > now() + interval '1 hour' ORDER BY u."username" LIMIT 1`, [f.id]);
  await explain(`GET /api/posts/user-posts/${followed.rows[0].username} as ${f.username}, page 1, limit 20`, () =>
    getUserPosts(f.id, followed.rows[0].username, { page: 1, limit: 20 }, loc));
  for (const q of ["creator_0001", "Creator 00777", "reator_1234"]) {
    await explain(`GET /api/users/search?q=${q}`, () => searchUsers(q, audienceOf(f.id, loc)));
  }
  await explain(`GET /api/notifications as ${c.username}, page 1, limit 20`, () => listNotifications(c.id, { page: 1, limit: 20 }, "en"));
  await explain(`GET /api/notifications/unread-count as ${c.username}`, () => unreadCount(c.id));
  await explain(`GET /api/chat/conversations as ${c.username}, page 1, limit 20`, () => listConversations(c.id, 1, 20));
  const conv = await db.query<{ id: string; a: string; b: string }>(`
    SELECT "id", "participantAId" AS a, "participantBId" AS b FROM "Conversation" WHERE "participantAId" = $1 OR "participantBId" = $1
    ORDER BY "lastActivity" DESC LIMIT 1`, [c.id]);
  if (conv.rows[0]) {
    const cv = conv.rows[0];
    const other = cv.a === c.id ? cv.b : cv.a;
    await explain(`GET /api/chat/conversations/{id}/messages as ${c.username}, page 1, limit 50`, () => listMessages(cv.id, c.id, 1, 50));
    await explain(`send a chat message (socket send_message) from ${c.username}`, () =>
      sendMessage({ senderId: c.id, receiverId: other, content: "Bench plan message", conversationId: cv.id }));
  }
  await explain(`GET /api/users/earnings as ${c.username}`, () => creatorEarnings(c.id, new Date()));
  await explain(`GET /api/users/earnings/statement as ${c.username}, this month's first page`, () => creatorStatement(c.id, monthOf(new Date()), new Date(), { page: { limit: 50 } }));
  await explain(`GET /api/users/vault as ${c.username}, page 1, limit 20`, () => listVault(c.id, { type: "all", page: 1, limit: 20 }));
  const likeable = await db.query<{ id: string; priced: string | null }>(`
    SELECT p."id" FROM "Subscription" s JOIN "Post" p ON p."authorId" = s."creatorId" AND p."status" = 'published' AND p."priceCents" IS NULL
    WHERE s."subscriberId" = $1 AND s."status" = 'active' AND s."endDate" > now() + interval '1 hour' AND p."commentsEnabled"
    ORDER BY p."publishedAt" DESC LIMIT 1`, [f.id]);
  await explain(`POST /api/posts/{id}/like as ${f.username} (toggle)`, () => toggleLike(f.id, likeable.rows[0].id, loc));
  await explain(`POST /api/posts/{id}/comments as ${f.username}`, () => addComment(f.id, likeable.rows[0].id, "Bench plan comment", loc));
  const cards = await listCards(f.id);
  const card = cards[0]?.id ?? (await addCard(f.id, { cardNumber: "4242424242424242", cardholderName: "Bench Fan", expiryMonth: "12", expiryYear: "2035", cvv: "123" })).id;
  const fresh = await db.query<{ id: string }>(`
    SELECT u."id" FROM generate_series(1, 200) k JOIN "User" u ON u."username" = 'creator_' || lpad((5000 + k * 37)::text, 5, '0')
    WHERE NOT EXISTS (SELECT 1 FROM "Subscription" s WHERE s."subscriberId" = $1 AND s."creatorId" = u."id") LIMIT 2`, [f.id]);
  let nextFresh = 0;
  await explain(`POST /api/users/subscribe as ${f.username} (a creator never subscribed to)`, () =>
    subscribe({ id: f.id }, { creatorId: fresh.rows[nextFresh++ % fresh.rows.length].id, paymentMethod: card }));
  const buyable = await db.query<{ id: string }>(`
    SELECT p."id" FROM "Subscription" s JOIN "Post" p ON p."authorId" = s."creatorId" AND p."status" = 'published' AND p."priceCents" IS NOT NULL
    WHERE s."subscriberId" = $1 AND s."status" IN ('active', 'cancelled') AND s."endDate" > now() + interval '1 hour'
      AND NOT EXISTS (SELECT 1 FROM "Purchase" b WHERE b."buyerId" = $1 AND b."postId" = p."id")
      AND NOT EXISTS (SELECT 1 FROM "Payment" y WHERE y."payerId" = $1 AND y."postId" = p."id") LIMIT 2`, [f.id]);
  let nextBuy = 0;
  await explain(`POST /api/posts/{id}/purchase as ${f.username} (a pay-per-view post not bought)`, () =>
    purchase(f.id, { kind: "post", postId: buyable.rows[nextBuy++ % buyable.rows.length].id }, card, loc));

  console.log(`\n${"=".repeat(100)}\nsummary: execution time and scans of every statement explained\n${"=".repeat(100)}`);
  let last = "";
  for (const r of summary) {
    if (r.title !== last) console.log(`\n${r.title}`);
    last = r.title;
    const ms = r.ms === null ? "   -    " : `${r.ms.toFixed(2).padStart(8)} ms`;
    console.log(`  ${String(r.statement).padStart(2)} ${ms}  ${r.error ? `not explained: ${r.error}` : r.scans.join("; ")}`);
  }
  const seq = summary.filter((r) => r.seq.length);
  console.log(seq.length
    ? `\nSEQUENTIAL SCANS of tables that grow with users: ${seq.map((r) => `${r.title} #${r.statement}: ${[...new Set(r.seq)].join(", ")}`).join(" | ")}`
    : "\nno sequential scan of a table that grows with users");
} finally {
  await db.end();
  await client.$disconnect();
}
