// `npm run bench:http`: HTTP load (autocannon) on the production build over the bench data set.
// Starts `next build` (when stale) + the app's server (scripts/serve.ts, as `npm start` runs it) on a free port in 3800-3899 with DATABASE_URL,
// or uses BENCH_URL (loopback only). Per endpoint, at 10 and 50 connections for BENCH_DURATION
// seconds (default 10, after a 2 s warm-up): req/s, p50/p95/p99, ratio to the framework ceiling
// GET /api/ping (no database; /api/health, which does SELECT 1, is shown for reference), PASS/FAIL.
// BENCH_ROUNDS rounds (default 3) measure every endpoint in turn, with the ping run before and after
// each one: an endpoint's ratio is to the mean of those two pings, measured seconds apart; the
// verdict uses the median round (single runs on this 2-core machine move by +-20%), and every
// round is printed.
// Results also go to bench/output/http-<timestamp>.json.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request as AcRequest } from "autocannon";
import { isBuildStale, nextBin } from "../scripts/lib/build-if-stale";
import { appNodeOptions } from "../scripts/lib/node-flags";
import { webCommand } from "../scripts/lib/web-command";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect } from "./lib/db";
import { BENCH_PASSWORD } from "./lib/ids";
import { freePortIn, waitForHttp } from "./lib/ports";
import { isDead, OUTPUT_DIR, startProcess, stopAll, stopOnSignals } from "./lib/procs";
import { fmt, summarize } from "./lib/stats";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const TARGET_P95_MS = 50;
const TARGET_RATIO = 0.5;
const BASELINE = "GET /api/ping";

type Endpoint = { name: string; requests: AcRequest[]; note?: string };

async function startServer(databaseUrl: string): Promise<string> {
  if (isBuildStale()) {
    console.log("next build (sources changed since the last build) ...");
    const r = spawnSync(process.execPath, [nextBin(), "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) throw new Error("next build failed");
    // same stamp as the launcher, so `npm start` / `npm test` do not rebuild
    const { sourceHash } = await import("../scripts/lib/build-if-stale");
    writeFileSync(path.join(".next", "velvet-build-stamp"), sourceHash() + "\n");
  }
  const port = await freePortIn();
  const secret = randomBytes(32).toString("base64url");
  const url = `http://127.0.0.1:${port}`;
  // bound to loopback: the load never leaves the machine. (Next 16.4 with -H loops on unprefixed
  // default-locale pages, so the page benchmark uses the /en path.)
  const web = webCommand(); // as the launcher runs the app
  const child = startProcess("next-start", web.command, web.args, {
    ...process.env,
    HOSTNAME: "127.0.0.1",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: appNodeOptions(process.env.NODE_OPTIONS), // as the launcher runs the app
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    APP_URL: url,
    NEXTAUTH_URL: url,
    DATA_DIR: path.join(os.tmpdir(), "velvet-bench-data"),
    // the background jobs are not what is measured: the expiry job would add an UPDATE per
    // minute, and the CreatorStats refresh (several seconds of PostgreSQL CPU, timed by
    // bench:plans) would land inside some runs and not others. main() refreshes the figures once
    // before the server starts, so trending reads current figures.
    SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS: "0",
    TRENDING_REFRESH_SECONDS: "0",
    IDENTITY_RETENTION_INTERVAL_SECONDS: "0",
    PRIVACY_JOBS_INTERVAL_SECONDS: "0",
    DATA_EXPORT_INTERVAL_SECONDS: "0",
    HELD_MAIL_INTERVAL_SECONDS: "0",
    PHOTO_BACKFILL_INTERVAL_SECONDS: "0",
    SCHEDULED_POSTS_INTERVAL_SECONDS: "0",
    MASS_MESSAGE_INTERVAL_SECONDS: "0",
  });
  await waitForHttp(`${url}/api/health`, 90_000, isDead(child));
  console.log(`app server on ${url} (log: bench/output/next-start.log)`);
  return url;
}

/** The trending/featured figures as the app's own refresh computes them (lib/discovery/stats.ts). */
async function refreshStatsOnce() {
  const { refreshCreatorStats } = await import("../lib/discovery/stats");
  const { prisma } = await import("../lib/db/index");
  const r = await refreshCreatorStats(new Date(), { wait: true });
  console.log(`CreatorStats refreshed before the runs: ${JSON.stringify(r)}`);
  await prisma.$disconnect();
}

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

async function fixtures(databaseUrl: string) {
  const db = await connect(databaseUrl);
  try {
    await assertRealPostgres(db);
    const heavy = await db.query<{ username: string; email: string; n: number }>(`
      SELECT u."username", u."email", count(*)::int AS n FROM "Subscription" s JOIN "User" u ON u."id" = s."subscriberId"
      WHERE s."status" IN ('active', 'cancelled') AND s."endDate" > now() AND u."username" LIKE 'fan\\_%01'
      GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10`);
    if (!heavy.rows.length) throw new Error("no bench fans found: run npm run bench:seed first");
    const popular = await db.query<{ username: string; n: number }>(`
      SELECT u."username", count(*)::int AS n FROM "Subscription" s JOIN "User" u ON u."id" = s."creatorId"
      WHERE s."status" IN ('active', 'cancelled') AND s."endDate" > now() GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    // (fan, post) pairs the fan may like: posts of creators the fan actively subscribes to
    const pairs = await db.query<{ email: string; post: string }>(`
      SELECT u."email", p."id" AS post FROM "User" u
      CROSS JOIN LATERAL (SELECT s."creatorId" FROM "Subscription" s WHERE s."subscriberId" = u."id"
                          AND s."status" IN ('active', 'cancelled') AND s."endDate" > now() + interval '1 hour' LIMIT 5) s
      CROSS JOIN LATERAL (SELECT p."id" FROM "Post" p WHERE p."authorId" = s."creatorId" AND p."status" = 'published'
                          ORDER BY p."publishedAt" DESC LIMIT 2) p
      WHERE u."username" = ANY($1)`, [heavy.rows.map((r) => r.username)]);
    return { heavy: heavy.rows, popular: popular.rows[0], pairs: pairs.rows };
  } finally {
    await db.end();
  }
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
  const fx = await fixtures(databaseUrl);
  if (!given) await refreshStatsOnce();
  const base = given ?? (await startServer(databaseUrl));

  const fan = fx.heavy[0];
  console.log(`feed viewer ${fan.username} (${fan.n} active subscriptions); profile ${fx.popular.username} (${fx.popular.n} active subscribers)`);
  const fanToken = await login(base, fan.email);
  const auth = { authorization: `Bearer ${fanToken}` };
  const tokens = new Map<string, string>();
  for (const email of new Set(fx.pairs.map((p) => p.email))) tokens.set(email, await login(base, email));
  const likePairs = fx.pairs.map((p) => ({ post: p.post, token: tokens.get(p.email)! }));
  let next = 0;

  const pageStatus = (await fetch(`${base}/en/profile/${fx.popular.username}`)).status;
  const endpoints: Endpoint[] = [
    { name: "GET /api/ping (trivial baseline, no database)", requests: [{ method: "GET", path: "/api/ping" }] },
    { name: "GET /api/health (does SELECT 1)", requests: [{ method: "GET", path: "/api/health" }] },
    { name: "GET /api/posts/home", requests: [{ method: "GET", path: "/api/posts/home?page=1&limit=10", headers: auth }] },
    { name: "GET /api/users/discover/trending", requests: [{ method: "GET", path: "/api/users/discover/trending?page=1&limit=12", headers: auth }] },
    { name: "GET /api/users/{username}", requests: [{ method: "GET", path: `/api/users/${fx.popular.username}`, headers: auth }] },
    {
      name: "POST /api/posts/{id}/like",
      note: `${likePairs.length} (fan, post) pairs from ${tokens.size} fans, rotated per request`,
      requests: [
        {
          method: "POST",
          setupRequest: (req) => {
            const p = likePairs[next++ % likePairs.length];
            return { ...req, path: `/api/posts/${p.post}/like`, headers: { authorization: `Bearer ${p.token}` } };
          },
        },
      ],
    },
  ];
  const skipped: string[] = [];
  if (pageStatus === 200) {
    endpoints.push({ name: "GET /en/profile/{username} (page)", requests: [{ method: "GET", path: `/en/profile/${fx.popular.username}`, headers: auth }] });
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
  .finally(() => void stopAll());
