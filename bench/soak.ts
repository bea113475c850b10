// `npm run bench:soak`: memory over time (issue 22 §5). Starts the production app (bench/lib/app-server.ts,
// as bench:http does) and one realtime service on DATABASE_URL's bench data set, then for
// BENCH_SOAK_MINUTES (default 10) keeps both busy at once:
//  - HTTP: autocannon with BENCH_SOAK_CONNECTIONS (default 10) connections cycling through a fan's
//    and a creator's normal visit (feed, trending, a profile, the creator's post list,
//    notifications, conversations, earnings, vault) and a like toggle;
//  - chat: BENCH_SOAK_CLIENTS (default 200) socket.io clients (creator/fan pairs with a
//    subscription between them) sending BENCH_SOAK_RATE (default 100) messages a second, stored;
// and samples both processes' resident memory (VmRSS, /proc) every BENCH_SOAK_SAMPLE_SECONDS
// (default 10). Warm-up is the first BENCH_SOAK_WARMUP_MINUTES (default 2); the verdict compares
// the mean RSS of the last minute with the mean of the first minute after warm-up
// (target: growth <= 10 %). Results also go to bench/output/soak-<timestamp>.json.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request as AcRequest } from "autocannon";
import { io as connectClient, type Socket } from "socket.io-client";
import { appRss } from "../tests/helpers/stream-upload";
import { refreshStatsOnce, startServer } from "./lib/app-server";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect } from "./lib/db";
import { freePortIn, waitForHttp } from "./lib/ports";
import { isDead, OUTPUT_DIR, startProcess, stopAll, stopOnSignals } from "./lib/procs";
import { fmt } from "./lib/stats";

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const WARMUP_MINUTES = Number(process.env.BENCH_SOAK_WARMUP_MINUTES ?? 2);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 10);
const CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS ?? 200);
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 100);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 10);
const TARGET_GROWTH = 0.1;

const secret = randomBytes(32).toString("base64url");
process.env.AUTH_SECRET = process.env.NEXTAUTH_SECRET = secret; // before lib/env is first read
const { startSession } = await import("../lib/auth/sessions");

type U = { id: string; username: string };

async function pickData(databaseUrl: string) {
  const db = await connect(databaseUrl);
  try {
    await assertRealPostgres(db);
    const fan = await db.query<U>(`
      SELECT u."id", u."username" FROM "User" u WHERE u."username" LIKE 'fan\\_%01' ORDER BY u."username" LIMIT 1`);
    const creator = await db.query<U>(`
      SELECT u."id", u."username" FROM "CreatorSubscriberTally" t JOIN "User" u ON u."id" = t."creatorId"
      ORDER BY t."count" DESC LIMIT 1`);
    const followed = await db.query<U>(`
      SELECT u."id", u."username" FROM "Subscription" s JOIN "User" u ON u."id" = s."creatorId"
      WHERE s."subscriberId" = $1 AND s."status" = 'active' AND s."endDate" > now() + interval '1 hour' ORDER BY u."username" LIMIT 1`, [fan.rows[0].id]);
    const posts = await db.query<{ id: string }>(`
      SELECT p."id" FROM "Post" p WHERE p."authorId" = $1 AND p."status" = 'published' AND p."priceCents" IS NULL
      ORDER BY p."publishedAt" DESC LIMIT 20`, [followed.rows[0].id]);
    // chat pairs: distinct creators and fans with a subscription between them
    const pairs = await db.query<{ c: string; cn: string; f: string; fn: string }>(`
      SELECT DISTINCT ON (c."id") c."id" AS c, c."username" AS cn, f."id" AS f, f."username" AS fn
      FROM (SELECT "username", "id" FROM "User" WHERE "username" LIKE 'creator\\_%' ORDER BY "username" LIMIT $1) c
      CROSS JOIN LATERAL (SELECT s."subscriberId" FROM "Subscription" s WHERE s."creatorId" = c."id" LIMIT 1) s
      JOIN "User" f ON f."id" = s."subscriberId"
      ORDER BY c."id"`, [Math.ceil(CLIENTS / 2)]);
    const seen = new Set<string>();
    const chat = pairs.rows.filter((p) => (seen.has(p.f) ? false : (seen.add(p.f), true)));
    return { fan: fan.rows[0], creator: creator.rows[0], followed: followed.rows[0], posts: posts.rows.map((p) => p.id), chat };
  } finally {
    await db.end();
  }
}

async function startRealtime(databaseUrl: string): Promise<number> {
  const port = await freePortIn(3800, 3899);
  const child = startProcess("soak-realtime", process.execPath, ["--import", "tsx", "realtime/server.ts"], {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    APP_URL: "http://127.0.0.1:3000",
    REALTIME_PORT: String(port),
    PORT: String(port),
    REDIS_URL: "",
  });
  await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000, isDead(child));
  return port;
}

async function main() {
  stopOnSignals();
  const databaseUrl = benchDatabaseUrl();
  assertLoopback(databaseUrl);
  const data = await pickData(databaseUrl);
  await refreshStatsOnce();
  const base = await startServer(databaseUrl, secret);
  const rtPort = await startRealtime(databaseUrl);
  const rtBase = `http://127.0.0.1:${rtPort}`;
  const token = async (u: U) => (await startSession({ id: u.id, role: "MEMBER", username: u.username }, { userAgent: "bench:soak" })).token;
  const fanAuth = { authorization: `Bearer ${await token(data.fan)}` };
  const creatorAuth = { authorization: `Bearer ${await token(data.creator)}` };
  const followerAuth = { authorization: `Bearer ${await token(data.followed)}` };
  let nextLike = 0;
  const requests: AcRequest[] = [
    { method: "GET", path: "/api/posts/home?page=1&limit=10", headers: fanAuth },
    { method: "GET", path: "/api/users/discover/trending?page=1&limit=12", headers: fanAuth },
    { method: "GET", path: `/api/users/${data.creator.username}`, headers: fanAuth },
    { method: "GET", path: `/api/posts/user-posts/${data.followed.username}?page=1&limit=20`, headers: fanAuth },
    { method: "GET", path: "/api/notifications?page=1&limit=20", headers: creatorAuth },
    { method: "GET", path: "/api/chat/conversations?page=1&limit=20", headers: creatorAuth },
    { method: "GET", path: "/api/users/earnings", headers: creatorAuth },
    { method: "GET", path: "/api/users/vault?page=1&limit=20", headers: followerAuth },
    {
      method: "POST",
      setupRequest: (req) => ({ ...req, path: `/api/posts/${data.posts[nextLike++ % data.posts.length]}/like`, headers: fanAuth }),
    },
  ];

  // chat clients: each fan writes to its creator, each creator to its fan
  const sockets: Array<{ s: Socket; to: string }> = [];
  for (const p of data.chat) {
    for (const [me, other] of [[{ id: p.f, username: p.fn }, p.c], [{ id: p.c, username: p.cn }, p.f]] as const) {
      const s = connectClient(rtBase, { path: "/socket.io", transports: ["websocket"], auth: { token: await token(me) }, reconnection: true });
      await new Promise<void>((resolve, reject) => {
        s.once("connect", () => resolve());
        s.once("connect_error", (e) => reject(new Error(`${me.username}: ${e.message}`)));
      });
      sockets.push({ s, to: other });
    }
  }
  console.log(`app ${base}, realtime ${rtBase}; ${sockets.length} chat clients; ${MINUTES} min at ${CONNECTIONS} HTTP connections and ${RATE} msg/s`);

  let sent = 0;
  let acked = 0;
  let refused = 0;
  const started = performance.now();
  const sender = setInterval(() => {
    const due = (RATE * (performance.now() - started)) / 1000;
    while (sent < due) {
      const c = sockets[sent % sockets.length];
      sent++;
      c.s.emit("send_message", { receiverId: c.to, content: `soak ${sent}`, clientId: `soak-${sent}` }, (ack: { success?: boolean }) => {
        if (ack?.success) acked++;
        else refused++;
      });
    }
  }, 20);

  const samples: Array<{ t: number; app: number | null; realtime: number | null; requests: number; messages: number }> = [];
  let requestsDone = 0;
  const load = autocannon({ url: base, connections: CONNECTIONS, duration: MINUTES * 60, requests, timeout: 30 });
  load.on("response", () => requestsDone++);
  const mb = (b: number | null) => (b === null ? "-" : (b / 1024 / 1024).toFixed(1));
  const sample = async () => {
    const s = { t: Math.round((performance.now() - started) / 1000), app: await appRss(base), realtime: await appRss(rtBase), requests: requestsDone, messages: acked };
    samples.push(s);
    console.log(`t=${String(s.t).padStart(4)} s  app RSS ${mb(s.app).padStart(7)} MB  realtime RSS ${mb(s.realtime).padStart(7)} MB  requests ${s.requests}  messages stored ${s.messages}`);
  };
  await sample();
  const sampler = setInterval(() => void sample(), SAMPLE_SECONDS * 1000);
  const result = await load;
  clearInterval(sampler);
  clearInterval(sender);
  await sample();
  for (const c of sockets) c.s.disconnect();

  // verdict: mean of the first minute after warm-up against the mean of the last minute
  const verdict = (key: "app" | "realtime") => {
    const xs = samples.filter((s) => s[key] !== null);
    const end = xs[xs.length - 1]?.t ?? 0;
    const mean = (ys: typeof xs) => ys.reduce((a, s) => a + (s[key] as number), 0) / Math.max(1, ys.length);
    const first = xs.filter((s) => s.t >= WARMUP_MINUTES * 60 && s.t < WARMUP_MINUTES * 60 + 60);
    const last = xs.filter((s) => s.t > end - 60);
    if (!first.length || !last.length || end < WARMUP_MINUTES * 60 + 120) return { key, growth: NaN, text: `${key}: run too short for a verdict (needs warm-up + 2 min)` };
    const growth = mean(last) / mean(first) - 1;
    const max = Math.max(...xs.filter((s) => s.t >= WARMUP_MINUTES * 60).map((s) => s[key] as number));
    return {
      key,
      growth,
      text: `${key}: ${mb(mean(first))} MB after warm-up -> ${mb(mean(last))} MB in the last minute (${growth >= 0 ? "+" : ""}${fmt(growth * 100)} %, max ${mb(max)} MB): ${growth <= TARGET_GROWTH ? "PASS" : "FAIL"}`,
    };
  };
  console.log("");
  console.log(`soak ${MINUTES} min, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")}, ${new Date().toISOString()}`);
  console.log(`HTTP: ${result.requests.total} requests (${fmt(result.requests.average, 0)} req/s), non-2xx ${result.non2xx}, errors ${result.errors}; chat: ${sent} sent, ${acked} stored, ${refused} refused`);
  const verdicts = [verdict("app"), verdict("realtime")];
  for (const v of verdicts) console.log(v.text);
  console.log(`target: RSS growth <= ${TARGET_GROWTH * 100} % after ${WARMUP_MINUTES} min of warm-up`);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `soak-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ minutes: MINUTES, connections: CONNECTIONS, clients: sockets.length, rate: RATE, samples, verdicts, sent, acked, refused }, null, 2));
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => void stopAll().then(() => process.exit()));
