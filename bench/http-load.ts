// `npm run bench:http`: HTTP load (autocannon) on the production build over the bench data set.
// Starts `next build` (when stale) + the app's server (scripts/serve.ts, as `npm start` runs it) on a free port in 3800-3899 with DATABASE_URL,
// or uses BENCH_URL (loopback only). Per endpoint, at 10 and 50 connections for BENCH_DURATION
// seconds (default 10, after a 2 s warm-up): req/s, p50/p95/p99, ratio to the framework ceiling
// GET /api/ping (no database; /api/health, which does SELECT 1, is shown for reference), PASS/FAIL.
// BENCH_ROUNDS rounds (default 3) measure every endpoint in turn, with the ping run before and after
// each one: an endpoint's ratio is to the mean of those two pings, measured seconds apart; the
// verdict uses the median round (single runs on this 2-core machine move by +-20%), and every
// round is printed.
// Every read and write of a fan's or creator's normal visit is measured (BENCH_ENDPOINTS picks some
// by name). Writes do real work on every request: the like toggles (like, unlike, like ...) over
// rotated (fan, post) pairs; comments rotate over a pool of fans (BENCH_WRITERS, heavy bench fans,
// each with a session and a saved test card) so the per-member limits are never reached;
// subscriptions and pay-per-view purchases each take a (fan, creator) or (fan, post) pair never used
// before (read from the database at the start, each used once). Sending a chat message is a socket
// event, not HTTP: `bench:realtime` measures it (with its persistence).
// Results also go to bench/output/http-<timestamp>.json.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request as AcRequest } from "autocannon";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect } from "./lib/db";
import { BENCH_PASSWORD } from "./lib/ids";
import { refreshStatsOnce, startServer } from "./lib/app-server";
import { OUTPUT_DIR, stopAll, stopOnSignals } from "./lib/procs";
import { fmt, summarize } from "./lib/stats";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const TARGET_P95_MS = 50;
const TARGET_RATIO = 0.5;
const BASELINE = "GET /api/ping";
/** Comma-separated parts of endpoint names to measure (all when unset); the baseline always runs. */
const ONLY = (process.env.BENCH_ENDPOINTS ?? "").split(",").map((x) => x.trim()).filter(Boolean);
/** Heavy bench fans who write (comments, subscriptions, purchases), each with a session and a saved card. */
const WRITERS = Math.max(10, Number(process.env.BENCH_WRITERS ?? 2000));

type Endpoint = { name: string; requests: AcRequest[]; note?: string };

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!res.ok || !body.token) throw new Error(`login ${email}: ${res.status} ${body.message ?? ""}`);
  return body.token;
}

type Member = { id: string; username: string; email: string };

async function fixtures(databaseUrl: string) {
  const db = await connect(databaseUrl);
  try {
    await assertRealPostgres(db);
    const heavy = await db.query<{ id: string; username: string; email: string; n: number }>(`
      SELECT u."id", u."username", u."email", count(*)::int AS n FROM "Subscription" s JOIN "User" u ON u."id" = s."subscriberId"
      WHERE s."status" IN ('active', 'cancelled') AND s."endDate" > now() AND u."username" LIKE 'fan\\_%01'
      GROUP BY 1, 2, 3 ORDER BY 4 DESC LIMIT 10`);
    if (!heavy.rows.length) throw new Error("no bench fans found: run npm run bench:seed first");
    const popular = await db.query<{ id: string; username: string; email: string; n: number }>(`
      SELECT u."id", u."username", u."email", t."count" AS n FROM "CreatorSubscriberTally" t JOIN "User" u ON u."id" = t."creatorId"
      WHERE u."username" LIKE 'creator\\_%' ORDER BY t."count" DESC LIMIT 1`);
    const fan = heavy.rows[0];
    // a creator the feed viewer subscribes to (their post list)
    const followed = await db.query<{ username: string }>(`
      SELECT u."username" FROM "Subscription" s JOIN "User" u ON u."id" = s."creatorId"
      WHERE s."subscriberId" = $1 AND s."status" = 'active' AND s."endDate" > now() + interval '1 hour' ORDER BY u."username" LIMIT 1`, [fan.id]);
    // the busiest conversation of the popular creator (the conversation list and its messages)
    const conversation = await db.query<{ id: string; a: string }>(`
      SELECT c."id", c."participantAId" AS a FROM "Conversation" c
      WHERE c."participantAId" = $1 OR c."participantBId" = $1 ORDER BY c."lastActivity" DESC LIMIT 1`, [popular.rows[0].id]);
    // the writers: heavy fans (number ending in 01), in order
    const writers = await db.query<Member>(`
      SELECT "id", "username", "email" FROM "User" WHERE "username" LIKE 'fan\\_%01' ORDER BY "username" LIMIT $1`, [WRITERS]);
    const ids = writers.rows.map((w) => w.id);
    // (writer, post) pairs the writer may like and comment on: posts of creators they actively subscribe to
    const pairs = await db.query<{ userId: string; post: string; comments: boolean }>(`
      SELECT u."id" AS "userId", p."id" AS post, p."commentsEnabled" AS comments FROM unnest($1::uuid[]) u("id")
      CROSS JOIN LATERAL (SELECT s."creatorId" FROM "Subscription" s WHERE s."subscriberId" = u."id"
                          AND s."status" IN ('active', 'cancelled') AND s."endDate" > now() + interval '1 hour' LIMIT 2) s
      CROSS JOIN LATERAL (SELECT p."id", p."commentsEnabled" FROM "Post" p WHERE p."authorId" = s."creatorId" AND p."status" = 'published'
                          AND p."priceCents" IS NULL AND (p."expiresAt" IS NULL OR p."expiresAt" > now() + interval '1 hour')
                          ORDER BY p."publishedAt" DESC LIMIT 2) p`, [ids]);
    // pay-per-view posts of creators the writer subscribes to, not bought yet (each bought once)
    const purchases = await db.query<{ userId: string; post: string }>(`
      SELECT u."id" AS "userId", p."id" AS post FROM unnest($1::uuid[]) u("id")
      CROSS JOIN LATERAL (SELECT s."creatorId" FROM "Subscription" s WHERE s."subscriberId" = u."id"
                          AND s."status" IN ('active', 'cancelled') AND s."endDate" > now() + interval '1 hour' LIMIT 40) s
      JOIN "Post" p ON p."authorId" = s."creatorId" AND p."status" = 'published' AND p."priceCents" IS NOT NULL
                   AND (p."expiresAt" IS NULL OR p."expiresAt" > now() + interval '1 hour')
      WHERE NOT EXISTS (SELECT 1 FROM "Purchase" b WHERE b."buyerId" = u."id" AND b."postId" = p."id")`, [ids]);
    // creators the writer never subscribed to (each subscribed to once)
    const creators = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "CreatorSubscriberTally"`);
    const subscribe = await db.query<{ userId: string; creator: string }>(`
      SELECT u."id" AS "userId", c."id" AS creator FROM unnest($1::uuid[]) WITH ORDINALITY u("id", i)
      CROSS JOIN LATERAL generate_series(1, 24) k
      JOIN "User" c ON c."username" = 'creator_' || lpad((1 + (u.i * 7919 + k * 104729) % $2)::text, GREATEST(5, length((1 + (u.i * 7919 + k * 104729) % $2)::text)), '0')
      WHERE NOT EXISTS (SELECT 1 FROM "Subscription" s WHERE s."subscriberId" = u."id" AND s."creatorId" = c."id")`,
      [ids, Math.max(1, creators.rows[0].n)]);
    return {
      heavy: heavy.rows, fan, popular: popular.rows[0], followed: followed.rows[0]?.username ?? popular.rows[0].username,
      conversation: conversation.rows[0], writers: writers.rows, pairs: pairs.rows, purchases: purchases.rows, subscribe: subscribe.rows,
    };
  } finally {
    await db.end();
  }
}

/**
 * Bearer tokens. With the server started here (its AUTH_SECRET known), sessions are opened the way
 * a sign-in opens them (lib/auth/sessions.ts startSession), without hashing the password thousands
 * of times; against BENCH_URL, through POST /api/users/login.
 */
async function tokensFor(base: string, members: Member[], inProcess: boolean): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (inProcess) {
    const { startSession } = await import("../lib/auth/sessions");
    for (const m of members) out.set(m.id, (await startSession({ id: m.id, role: "MEMBER", username: m.username }, { userAgent: "bench:http" })).token);
  } else {
    for (const m of members) out.set(m.id, await login(base, m.email));
  }
  return out;
}

/** A saved test card (pays without confirmation) for each writer who has none: the checkout's paymentMethod. */
async function cardsFor(members: Member[]): Promise<Map<string, string>> {
  const { prisma } = await import("../lib/db/index");
  const { addCard } = await import("../lib/wallet/cards");
  const have = await prisma.savedCard.findMany({ where: { userId: { in: members.map((m) => m.id) } }, select: { id: true, userId: true } });
  const out = new Map(have.map((c) => [c.userId, c.id]));
  for (const m of members) {
    if (out.has(m.id)) continue;
    const card = await addCard(m.id, { cardNumber: "4242424242424242", cardholderName: "Bench Fan", expiryMonth: "12", expiryYear: "2035", cvv: "123" });
    out.set(m.id, card.id);
  }
  return out;
}

async function measure(base: string, ep: Endpoint, connections: number) {
  if (WARMUP > 0) await autocannon({ url: base, connections, duration: WARMUP, requests: ep.requests });
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  const inst = autocannon({ url: base, connections, duration: DURATION, requests: ep.requests, timeout: 30 });
  inst.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    samples.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const r = await inst;
  const s = summarize(samples);
  return { rps: r.requests.total / r.duration, ...s, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, statuses };
}

async function main() {
  stopOnSignals();
  const databaseUrl = benchDatabaseUrl();
  assertLoopback(databaseUrl);
  const given = process.env.BENCH_URL?.replace(/\/$/, "");
  if (given) assertLoopback(given);
  // the server started here signs tokens with this secret; the bench opens the writers' sessions with it
  const secret = randomBytes(32).toString("base64url");
  if (!given) process.env.AUTH_SECRET = process.env.NEXTAUTH_SECRET = secret;
  const fx = await fixtures(databaseUrl);
  if (!given) await refreshStatsOnce();
  const base = given ?? (await startServer(databaseUrl, secret));

  const fan = fx.fan;
  const creator = fx.popular;
  console.log(`feed viewer ${fan.username} (${fan.n} active subscriptions); profile, earnings, vault, notifications and chat of ${creator.username} (${creator.n} active subscribers); post list of ${fx.followed}`);
  const members = [fan, creator, ...fx.writers.filter((w) => w.id !== fan.id)];
  const t0 = performance.now();
  const tokens = await tokensFor(base, members, !given);
  const cards = await cardsFor(fx.writers);
  console.log(`${tokens.size} sessions and ${cards.size} saved cards ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const bearer = (id: string) => ({ authorization: `Bearer ${tokens.get(id)!}` });
  const auth = bearer(fan.id);
  const creatorAuth = bearer(creator.id);
  const json = (id: string) => ({ ...bearer(id), "content-type": "application/json" });

  // writes: each list is walked in turn; the one-time writes (subscribe, purchase) never reuse a pair
  const likePairs = fx.pairs;
  const commentPairs = fx.pairs.filter((p) => p.comments);
  const purchases = fx.purchases.filter((p) => cards.has(p.userId));
  const subscribes = fx.subscribe.filter((p) => cards.has(p.userId));
  let nextLike = 0;
  let nextComment = 0;
  let nextPurchase = 0;
  let nextSubscribe = 0;
  const once = <T,>(list: T[], at: () => number, name: string): T => {
    const i = at();
    if (i === list.length) console.warn(`  ${name}: all ${list.length} unused pairs taken; the next requests repeat pairs (409)`);
    return list[i % list.length];
  };
  const month = new Date().toISOString().slice(0, 7);
  const searches = ["creator_0001", "creator_042", "Creator 00777", "reator_1234", "creator_0999", "fan_00010"];
  let nextSearch = 0;

  const pageStatus = (await fetch(`${base}/en/profile/${creator.username}`)).status;
  const all: Endpoint[] = [
    { name: "GET /api/ping (trivial baseline, no database)", requests: [{ method: "GET", path: "/api/ping" }] },
    { name: "GET /api/health (does SELECT 1)", requests: [{ method: "GET", path: "/api/health" }] },
    { name: "GET /api/posts/home", requests: [{ method: "GET", path: "/api/posts/home?page=1&limit=10", headers: auth }] },
    { name: "GET /api/users/discover/trending", requests: [{ method: "GET", path: "/api/users/discover/trending?page=1&limit=12", headers: auth }] },
    { name: "GET /api/users/discover/featured", requests: [{ method: "GET", path: "/api/users/discover/featured?page=1&limit=5", headers: auth }] },
    {
      name: "GET /api/users/search?q=",
      note: `queries rotated: ${searches.join(", ")}`,
      requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/api/users/search?q=${encodeURIComponent(searches[nextSearch++ % searches.length])}`, headers: auth }) }],
    },
    { name: "GET /api/users/{username}", requests: [{ method: "GET", path: `/api/users/${creator.username}`, headers: auth }] },
    { name: "GET /api/posts/user-posts/{username}", requests: [{ method: "GET", path: `/api/posts/user-posts/${fx.followed}?page=1&limit=20`, headers: auth }] },
    { name: "GET /api/notifications (creator)", requests: [{ method: "GET", path: "/api/notifications?page=1&limit=20", headers: creatorAuth }] },
    { name: "GET /api/notifications/unread-count", requests: [{ method: "GET", path: "/api/notifications/unread-count", headers: creatorAuth }] },
    { name: "GET /api/chat/conversations (creator)", requests: [{ method: "GET", path: "/api/chat/conversations?page=1&limit=20", headers: creatorAuth }] },
    ...(fx.conversation
      ? [{ name: "GET /api/chat/conversations/{id}/messages", requests: [{ method: "GET" as const, path: `/api/chat/conversations/${fx.conversation.id}/messages?page=1&limit=50`, headers: creatorAuth }] }]
      : []),
    { name: "GET /api/users/earnings", requests: [{ method: "GET", path: "/api/users/earnings", headers: creatorAuth }] },
    { name: "GET /api/users/earnings/statement", requests: [{ method: "GET", path: `/api/users/earnings/statement?month=${month}&format=json`, headers: creatorAuth }] },
    { name: "GET /api/users/vault", requests: [{ method: "GET", path: "/api/users/vault?page=1&limit=20", headers: creatorAuth }] },
    {
      name: "POST /api/posts/{id}/like",
      note: `${likePairs.length} (fan, post) pairs from ${fx.writers.length} fans, rotated per request: like, unlike, like ...`,
      requests: [{ method: "POST", setupRequest: (req) => {
        const p = likePairs[nextLike++ % likePairs.length];
        return { ...req, path: `/api/posts/${p.post}/like`, headers: bearer(p.userId) };
      } }],
    },
    {
      name: "POST /api/posts/{id}/comments",
      note: `${commentPairs.length} (fan, post) pairs, rotated (comment limit: 30 a minute per member)`,
      requests: [{ method: "POST", setupRequest: (req) => {
        const p = commentPairs[nextComment++ % commentPairs.length];
        return { ...req, path: `/api/posts/${p.post}/comments`, headers: json(p.userId), body: JSON.stringify({ content: "Bench comment: lovely!" }) };
      } }],
    },
    {
      name: "POST /api/users/subscribe",
      note: `${subscribes.length} (fan, creator) pairs never subscribed, each used once`,
      requests: [{ method: "POST", setupRequest: (req) => {
        const p = once(subscribes, () => nextSubscribe++, "subscribe");
        return { ...req, path: "/api/users/subscribe", headers: json(p.userId), body: JSON.stringify({ creatorId: p.creator, paymentMethod: cards.get(p.userId) }) };
      } }],
    },
    {
      name: "POST /api/posts/{id}/purchase",
      note: `${purchases.length} (fan, pay-per-view post) pairs not bought, each used once`,
      requests: [{ method: "POST", setupRequest: (req) => {
        const p = once(purchases, () => nextPurchase++, "purchase");
        return { ...req, path: `/api/posts/${p.post}/purchase`, headers: json(p.userId), body: JSON.stringify({ paymentMethod: cards.get(p.userId) }) };
      } }],
    },
  ];
  const endpoints = all.filter((e, i) => i === 0 || !ONLY.length || ONLY.some((o) => e.name.includes(o)));
  const skipped: string[] = [];
  if (pageStatus === 200) {
    if (!ONLY.length || ONLY.some((o) => "GET /en/profile/{username} (page)".includes(o))) {
      endpoints.push({ name: "GET /en/profile/{username} (page)", requests: [{ method: "GET", path: `/en/profile/${creator.username}`, headers: auth }] });
    }
  } else {
    skipped.push(`GET /profile/{username}: the page answers ${pageStatus} in this build (public profile page not built yet): skipped`);
  }

  type Run = { endpoint: string; connections: number; round: number; rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number; statuses: Record<string, number>; ratio?: number; baselineRps?: number; note?: string };
  const runs: Run[] = [];
  const [baseline, ...measured] = endpoints;
  const run = async (ep: Endpoint, c: number, round: number): Promise<Run> => {
    const m = await measure(base, ep, c);
    const r: Run = { endpoint: ep.name, connections: c, round, ...m, note: ep.note };
    runs.push(r);
    console.log(`  ${ep.name} @${c} round ${round}: ${fmt(m.rps, 0)} req/s, p50 ${fmt(m.p50)} ms, p95 ${fmt(m.p95)} ms, p99 ${fmt(m.p99)} ms, statuses ${JSON.stringify(m.statuses)}${m.errors ? `, errors ${m.errors}` : ""}`);
    return r;
  };
  for (const c of CONNECTIONS) {
    for (let round = 1; round <= ROUNDS; round++) {
      // the baseline runs before and after every endpoint, and the endpoint's ratio is to the mean
      // of those two: this machine's speed drifts within minutes, and a baseline measured several
      // runs earlier made single ratios move by +-20%
      let before = await run(baseline, c, round);
      before.ratio = 1;
      for (const ep of measured) {
        const r = await run(ep, c, round);
        const after = await run(baseline, c, round);
        after.ratio = 1;
        r.baselineRps = (before.rps + after.rps) / 2;
        r.ratio = r.rps / r.baselineRps;
        before = after;
      }
    }
  }

  // verdicts: the median round of each endpoint (by req/s; by ratio for the ratio)
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const results: Array<{ endpoint: string; connections: number; rps: number; p50: number; p95: number; p99: number; ratio: number; ratioMin: number; ratioMax: number; clean: boolean; pass?: boolean; note?: string }> = [];
  for (const c of CONNECTIONS) {
    for (const ep of endpoints) {
      const rs = runs.filter((r) => r.connections === c && r.endpoint === ep.name);
      const ratios = rs.map((r) => r.ratio!);
      results.push({
        endpoint: ep.name,
        connections: c,
        rps: median(rs.map((r) => r.rps)),
        p50: median(rs.map((r) => r.p50)),
        p95: median(rs.map((r) => r.p95)),
        p99: median(rs.map((r) => r.p99)),
        ratio: median(ratios),
        ratioMin: Math.min(...ratios),
        ratioMax: Math.max(...ratios),
        clean: rs.every((r) => r.non2xx === 0 && r.errors === 0),
        note: ep.note,
      });
    }
  }
  console.log("");
  console.log(`HTTP load, ${DURATION} s per run, ${ROUNDS} round(s), median round shown, ${os.cpus().length} cores, ${new Date().toISOString()}`);
  console.log(`${"endpoint".padEnd(50)} conns   req/s    p50    p95    p99  ratio  (range)     verdict`);
  for (const r of results) {
    if (r.endpoint.startsWith(BASELINE) || r.endpoint.startsWith("GET /api/health")) r.pass = undefined;
    else if (r.connections === 10) r.pass = r.clean && r.p95 < TARGET_P95_MS;
    else if (r.connections === 50) r.pass = r.clean && r.ratio >= TARGET_RATIO;
    const verdict = r.pass === undefined ? (r.endpoint.startsWith(BASELINE) ? "baseline" : "info") : r.pass ? "PASS" : `FAIL${r.clean ? "" : " (non-2xx/errors)"}`;
    const range = ROUNDS > 1 ? `${fmt(r.ratioMin, 2)}-${fmt(r.ratioMax, 2)}` : "";
    console.log(
      `${r.endpoint.padEnd(50)} ${String(r.connections).padStart(5)} ${fmt(r.rps, 0).padStart(7)} ${fmt(r.p50).padStart(6)} ${fmt(r.p95).padStart(6)} ${fmt(r.p99).padStart(6)} ${fmt(r.ratio, 2).padStart(6)}  ${range.padEnd(10)}  ${verdict}`,
    );
  }
  for (const s of skipped) console.log(`note: ${s}`);
  console.log("targets: p95 < 50 ms at 10 connections; at 50 connections >= 0.5 x the baseline's req/s");

  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `http-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, durationSeconds: DURATION, rounds: ROUNDS, base, results, runs, skipped }, null, 2));
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => void stopAll().then(() => process.exit()));
