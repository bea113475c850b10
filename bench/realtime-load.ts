// `npm run bench:realtime`: socket.io load on the realtime service with persistence.
// Starts the realtime service itself (loopback, ports 3800-3899): first one process (in-memory
// adapter), then two processes over Redis (REDIS_URL, default redis://127.0.0.1:6379, with a
// key prefix of its own) with the clients split between them. Connects BENCH_RT_CLIENTS
// (2,000) socket.io clients as bench users that may message each other (creators and their
// subscribers, lib/chat/permissions.ts), sends messages between random allowed pairs at
// 200 msg/s, then 500, 1000, 1500, 2000 msg/s (BENCH_RT_RATES), BENCH_RT_SECONDS (20) each,
// and measures delivery latency (send -> the receiver's `new_message`) and lost messages.
// Each sender's rate stays under the chat limit (20 messages / 10 s) by round-robin over senders.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { io as connectClient, type Socket } from "socket.io-client";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect } from "./lib/db";
import { freePortIn, waitForHttp } from "./lib/ports";
import { isDead, OUTPUT_DIR, startProcess, stopAll, stopOnSignals } from "./lib/procs";
import { fmt, summarize } from "./lib/stats";

const CLIENTS = Number(process.env.BENCH_RT_CLIENTS ?? 2000);
const RATES = (process.env.BENCH_RT_RATES ?? "200,500,1000,1500,2000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 20);
const DRAIN_MS = 5000;
const SETTLE_MS = 3000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const VARIANTS = (process.env.BENCH_RT_VARIANTS ?? "memory,redis").split(",");
const GIVE_UP_P99_MS = 2000; // stop stepping up once delivery is this slow

const secret = randomBytes(32).toString("base64url");
process.env.AUTH_SECRET = secret; // before lib/env is first read: tokens signed here are accepted by the service
const { startSession } = await import("../lib/auth/sessions");

type BenchUser = { id: string; username: string };

/** CLIENTS/2 creators and as many distinct fans, each fan subscribed (any status) to at least one of them. */
async function pickUsers(databaseUrl: string) {
  const db = await connect(databaseUrl);
  try {
    await assertRealPostgres(db);
    const half = Math.floor(CLIENTS / 2);
    const { rows } = await db.query<{ cid: string; cname: string; fid: string; fname: string }>(`
      SELECT c."id" AS cid, c."username" AS cname, f."id" AS fid, f."username" AS fname
      FROM "User" c
      CROSS JOIN LATERAL (SELECT s."subscriberId" FROM "Subscription" s WHERE s."creatorId" = c."id" LIMIT 60) s
      JOIN "User" f ON f."id" = s."subscriberId"
      WHERE c."username" LIKE 'creator\\_%' AND c."username" <= $1
      ORDER BY c."username"`, [`creator_${String(half * 3).padStart(5, "0")}`]);
    const creators = new Map<string, BenchUser>();
    const fans = new Map<string, BenchUser>();
    // one new fan per creator (greedy), until both sides have `half`
    for (const r of rows) {
      if (creators.size >= half) break;
      if (creators.has(r.cid) || fans.has(r.fid)) continue;
      creators.set(r.cid, { id: r.cid, username: r.cname });
      fans.set(r.fid, { id: r.fid, username: r.fname });
    }
    if (creators.size < half) throw new Error(`only ${creators.size} creator/fan pairs found: seed a larger data set`);
    // every subscription among the chosen users is an allowed pair, both ways
    const subs = await db.query<{ f: string; c: string }>(
      `SELECT "subscriberId" AS f, "creatorId" AS c FROM "Subscription" WHERE "creatorId" = ANY($1) AND "subscriberId" = ANY($2)`,
      [[...creators.keys()], [...fans.keys()]],
    );
    const partners = new Map<string, string[]>();
    const add = (a: string, b: string) => partners.set(a, [...(partners.get(a) ?? []), b]);
    for (const s of subs.rows) {
      add(s.f, s.c);
      add(s.c, s.f);
    }
    return { users: [...creators.values(), ...fans.values()], partners, pairs: subs.rows.length };
  } finally {
    await db.end();
  }
}

async function startRealtime(databaseUrl: string, count: number, redis: boolean) {
  const ports: number[] = [];
  const prefix = `velvet-bench-${randomBytes(4).toString("hex")}`;
  for (let i = 0; i < count; i++) {
    const port = await freePortIn(3800, 3899, ports);
    ports.push(port);
    const child = startProcess(`realtime-${redis ? "redis" : "memory"}-${i + 1}`, process.execPath, ["--import", "tsx", "realtime/server.ts"], {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      NEXTAUTH_SECRET: secret,
      APP_URL: "http://127.0.0.1:3000",
      REALTIME_PORT: String(port),
      PORT: String(port),
      ...(redis ? { REDIS_URL, REALTIME_REDIS_PREFIX: prefix } : { REDIS_URL: "" }),
    });
    await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000, isDead(child));
  }
  return ports;
}

type Pending = { at: number; receiver: string };

async function connectAll(users: BenchUser[], ports: number[], onMessage: (receiverIdx: number, content: string) => void) {
  const sockets: Socket[] = new Array(users.length);
  const BATCH = 100;
  for (let from = 0; from < users.length; from += BATCH) {
    await Promise.all(
      users.slice(from, from + BATCH).map(async (u, j) => {
        const idx = from + j;
        const { token } = await startSession({ id: u.id, role: "MEMBER", username: u.username }, { userAgent: "bench:realtime" });
        const s = connectClient(`http://127.0.0.1:${ports[idx % ports.length]}`, {
          path: "/socket.io",
          transports: ["websocket"],
          auth: { token },
          reconnection: false,
          timeout: 30_000,
        });
        s.on("new_message", (p: { message?: { content?: string } }) => onMessage(idx, p?.message?.content ?? ""));
        await new Promise<void>((resolve, reject) => {
          s.once("connect", () => resolve());
          s.once("connect_error", (e) => reject(new Error(`${u.username}: ${e.message}`)));
        });
        sockets[idx] = s;
      }),
    );
  }
  return sockets;
}

async function runVariant(name: string, databaseUrl: string, processes: number, redis: boolean, data: Awaited<ReturnType<typeof pickUsers>>) {
  console.log(`\n== ${name}: ${processes} process(es), ${data.users.length} clients, ${data.pairs} allowed pairs`);
  const ports = await startRealtime(databaseUrl, processes, redis);
  const index = new Map(data.users.map((u, i) => [u.id, i]));
  const tag = name.replace(/\W+/g, "_");
  const pending = new Map<string, Pending>();
  let latencies: number[] = [];
  let unexpected = 0;
  const onMessage = (receiverIdx: number, content: string) => {
    const m = /^bench:(\S+)/.exec(content);
    const p = m ? pending.get(m[1]) : undefined;
    if (!p || index.get(p.receiver) !== receiverIdx) {
      unexpected++;
      return;
    }
    pending.delete(m![1]);
    latencies.push(performance.now() - p.at);
  };
  const t0 = performance.now();
  const sockets = await connectAll(data.users, ports, onMessage);
  console.log(`connected ${sockets.length} clients in ${((performance.now() - t0) / 1000).toFixed(1)} s (ports ${ports.join(", ")})`);
  // each connection announced its presence to its partners (a query and a broadcast per socket):
  // let that burst drain so the steps measure messaging, not the connection storm
  await new Promise((r) => setTimeout(r, SETTLE_MS));

  const senders = data.users.map((u, i) => ({ i, partners: data.partners.get(u.id) ?? [] })).filter((s) => s.partners.length);
  const steps: Array<Record<string, unknown>> = [];
  let seq = 0;
  let rr = 0;
  for (const rate of RATES) {
    latencies = [];
    const errors: Record<string, number> = {};
    const acks: number[] = [];
    let sent = 0;
    const before = new Set(pending.keys());
    const started = performance.now();
    const tickMs = 10;
    let due = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - started;
        if (elapsed >= SECONDS * 1000) {
          clearInterval(timer);
          return resolve();
        }
        due = (rate * elapsed) / 1000;
        while (sent < due) {
          const s = senders[rr++ % senders.length];
          const receiver = s.partners[Math.floor(Math.random() * s.partners.length)];
          // no spaces: the receiver reads the id back with /^bench:(\S+)/
          const id = `${tag}-${rate}-${seq++}`;
          const at = performance.now();
          pending.set(id, { at, receiver });
          sent++;
          sockets[s.i].emit("send_message", { receiverId: receiver, content: `bench:${id} hello`, clientId: id }, (ack: { success?: boolean; message?: unknown }) => {
            if (ack?.success) acks.push(performance.now() - at);
            else {
              const msg = typeof ack?.message === "string" ? ack.message : "error";
              errors[msg] = (errors[msg] ?? 0) + 1;
              pending.delete(id); // refused, not lost
            }
          });
        }
      }, tickMs);
    });
    const sendSeconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    const lost = [...pending.keys()].filter((k) => !before.has(k)).length;
    for (const k of [...pending.keys()]) pending.delete(k);
    const d = summarize(latencies);
    const a = summarize(acks);
    const errorCount = Object.values(errors).reduce((x, y) => x + y, 0);
    const step = {
      rate,
      sent,
      achievedRate: sent / sendSeconds,
      delivered: d.count,
      lost,
      refused: errorCount,
      errors,
      p50: d.p50,
      p99: d.p99,
      max: d.max,
      ackP50: a.p50,
      ackP99: a.p99,
    };
    steps.push(step);
    console.log(
      `  ${String(rate).padStart(5)} msg/s: sent ${sent} (${fmt(step.achievedRate, 0)}/s), delivered ${d.count}, lost ${lost}, refused ${errorCount}${errorCount ? ` ${JSON.stringify(errors)}` : ""}, ` +
        `delivery p50 ${fmt(d.p50)} ms p99 ${fmt(d.p99)} ms max ${fmt(d.max)} ms; ack p99 ${fmt(a.p99)} ms`,
    );
    if (!(d.p99 < GIVE_UP_P99_MS) || lost > sent / 10) {
      console.log(`  stopping the ramp (p99 ${fmt(d.p99)} ms, lost ${lost})`);
      break;
    }
  }
  if (unexpected) console.log(`  unexpected deliveries: ${unexpected}`);
  for (const s of sockets) s?.disconnect();
  await stopAll();
  const ok = steps.filter((s) => (s.p99 as number) < 100 && s.lost === 0 && s.refused === 0);
  const best = ok.length ? Math.max(...ok.map((s) => s.rate as number)) : 0;
  const first = steps[0];
  const base = first && first.rate === 200 ? first : undefined;
  const baseVerdict = base ? (base.p99 as number) < 50 && base.lost === 0 && base.refused === 0 : undefined;
  console.log(`  ${name}: 200 msg/s target (p99 < 50 ms, none lost): ${baseVerdict === undefined ? "not run" : baseVerdict ? "PASS" : "FAIL"}; ` +
    `highest rate with p99 < 100 ms and nothing lost: ${best || "none"} msg/s (target >= 1000: ${best >= 1000 ? "PASS" : "FAIL"})`);
  return { name, processes, redis, steps, highestRateP99Under100: best, pass200: baseVerdict };
}

async function main() {
  stopOnSignals();
  const databaseUrl = benchDatabaseUrl();
  assertLoopback(databaseUrl);
  assertLoopback(REDIS_URL);
  const data = await pickUsers(databaseUrl);
  const results = [];
  if (VARIANTS.includes("memory")) results.push(await runVariant("one process", databaseUrl, 1, false, data));
  if (VARIANTS.includes("redis")) results.push(await runVariant("two processes + Redis", databaseUrl, 2, true, data));
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `realtime-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, loadavg: os.loadavg(), clients: data.users.length, seconds: SECONDS, results }, null, 2));
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => void stopAll().then(() => process.exit()));
