// `npm run bench:cluster` (issue 22 §3): several instances, the same answers. Starts 2 app
// instances (scripts/serve.ts, one build) and 2 realtime instances on the machine's PostgreSQL (a
// fresh database, BENCH_CLUSTER_DB, dropped at the end) and Redis, behind local load balancers
// (bench/lib/balancer.ts: HTTP round robin per request, TCP round robin per WebSocket), runs a
// mixed workload with clients spread over both instances (sign-ups, browsing, likes, subscriptions
// and purchases through the test payment provider, welcome messages, chat with typing and read
// receipts, mass messages, scheduled posts coming due), then checks:
//   - chat: every stored message reached each of the receiver's sockets and the sender's other
//     socket exactly once (one socket of each member on each realtime instance), every read
//     receipt reached both of the sender's sockets, every acknowledged message is stored;
//   - jobs: each scheduled post announced once to each subscriber, each mass message delivered
//     once per subscribed fan, each welcome message once per new subscriber (pg-boss runs each
//     slot on one instance; the leases and claims hold across instances);
//   - rate limits: a sign-in lockout and the chat's send limit are the same whichever instance answers;
//   - sessions: a session ended on one instance is refused by the other at once, and its socket closed;
//   - ledger: balanced (every journal sums to zero), one succeeded payment per paid answer;
//   - likes: each post's like count is its likes; no answer was a 5xx; both instances served.
// Then (unless BENCH_CLUSTER_KILL=0) kills one realtime instance mid-chat: no acknowledged
// message lost, its clients reconnect to the other within 5 s.
// Prints PASS/FAIL per check and exits 1 on any failure. `--ci` (or BENCH_CLUSTER_SMALL=1): the
// reduced form .ci/run runs (fewer members, a shorter workload).
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { io as connectClient, type Socket } from "socket.io-client";
import { applyMigrations } from "../lib/db/migrate";
import { jobsOffEnv } from "../lib/jobs/settings";
import { buildIfStale } from "../scripts/lib/build-if-stale";
import { appNodeOptions } from "../scripts/lib/node-flags";
import { Supervisor } from "../scripts/lib/supervisor";
import { webCommand } from "../scripts/lib/web-command";
import { httpBalancer, tcpBalancer, type Backend } from "./lib/balancer";
import { assertLoopback } from "./lib/db";
import { freePortIn, waitForHttp } from "./lib/ports";
import { isDead, OUTPUT_DIR, startProcess, stopAll, stopOnSignals } from "./lib/procs";
import { fmt, summarize } from "./lib/stats";

const SMALL = process.argv.includes("--ci") || process.env.BENCH_CLUSTER_SMALL === "1";
const CREATORS = Number(process.env.BENCH_CLUSTER_CREATORS ?? (SMALL ? 3 : 8));
const FANS = Number(process.env.BENCH_CLUSTER_FANS ?? (SMALL ? 8 : 40));
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? (SMALL ? 15 : 60));
const KILL = process.env.BENCH_CLUSTER_KILL !== "0";
/** a pgbouncer binary: the instances reach PostgreSQL through it, in transaction mode (docs/scaling.md) */
const PGBOUNCER = process.env.BENCH_CLUSTER_PGBOUNCER ?? "";
/** more sockets (members' further tabs, no chat of their own): they reconnect too when a realtime instance dies */
const IDLE_SOCKETS = Number(process.env.BENCH_CLUSTER_IDLE_SOCKETS ?? 0);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const SERVER_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_CLUSTER_DB ?? "velvet_cluster";
/** each fan subscribes to this many creators */
const SUBS = Math.min(2, CREATORS);
/** a fan sends a chat message about this often */
const CHAT_EVERY_MS = 2500;
const RECONNECT_TARGET_MS = 5000;

const log = (m: string) => console.log(`[cluster] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tag = randomBytes(3).toString("hex");
const secret = randomBytes(32).toString("base64url");

// ---------------------------------------------------------------- checks
type Check = { name: string; pass: boolean; detail: string };
const checks: Check[] = [];
function check(name: string, pass: boolean, detail: string): void {
  checks.push({ name, pass, detail });
  console.log(`${pass ? "PASS" : "FAIL"}  ${name}: ${detail}`);
}

// ---------------------------------------------------------------- database
function databaseUrl(name: string): string {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl("postgres") });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------- HTTP client
type Answer = { status: number; json: Record<string, unknown> | null; ms: number };
const statuses = new Map<number, number>();
const latencies: number[] = [];
const serverErrors: string[] = [];

async function call(
  base: string,
  urlPath: string,
  opts: { method?: string; token?: string; body?: unknown; form?: FormData; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "accept-language": "en" };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers["x-forwarded-for"] = opts.ip;
  const t0 = performance.now();
  const res = await fetch(`${base}${urlPath}`, {
    method: opts.method ?? (opts.body !== undefined || opts.form ? "POST" : "GET"),
    headers,
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  latencies.push(ms);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const method = opts.method ?? (opts.body !== undefined || opts.form ? "POST" : "GET");
  if (res.status >= 500) serverErrors.push(`${method} ${urlPath} -> ${res.status} ${text.slice(0, 200)}`);
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: res.status, json, ms };
}

function must(a: Answer, expected: number[], what: string): Answer {
  if (!expected.includes(a.status)) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.json)?.slice(0, 300)}`);
  return a;
}

// ---------------------------------------------------------------- members
type Member = {
  i: number;
  kind: "creator" | "fan";
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  ip: string;
  cardId?: string;
  sockets: Client[];
};

async function register(base: string, kind: "creator" | "fan", i: number): Promise<Member> {
  const username = `${kind === "creator" ? "c" : "f"}${tag}x${i}`;
  const email = `${username}@cluster.example.com`;
  const password = `Cluster-${tag}-${i}-pass!`;
  const ip = `10.${kind === "creator" ? 71 : 72}.${i >> 8}.${i & 255}`;
  const res = must(
    await call(base, "/api/users/register", {
      body: { username, email, password, firstName: kind, lastName: `Cluster ${i}`, dateOfBirth: "1990-04-15" },
      ip,
    }),
    [201],
    `register ${username}`,
  );
  return { i, kind, id: res.json!._id as string, username, email, password, token: res.json!.token as string, ip, sockets: [] };
}

// ---------------------------------------------------------------- realtime clients
type Client = {
  member: Member;
  n: number;
  socket: Socket;
  /** message id -> times `new_message` brought it */
  got: Map<string, number>;
  /** message ids of `messages_read` receipts received */
  receipts: Map<string, number>;
  typing: number;
  sessionEndedAt?: number;
  disconnectedAt?: number;
  lastDisconnectAt?: number;
  /** when it last (re)connected */
  connectedAt?: number;
  reconnectMs: number[];
};

function connectSocket(url: string, member: Member, n: number, reconnection = false): Promise<Client> {
  const socket = connectClient(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token: member.token },
    reconnection,
    // the browser's reconnection (client/realtime.ts REALTIME_OPTIONS): 1 s growing to 5 s, jitter 0.5
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    forceNew: true,
    timeout: 30_000,
  });
  const client: Client = { member, n, socket, got: new Map(), receipts: new Map(), typing: 0, reconnectMs: [] };
  socket.on("new_message", (p: { message?: { _id?: string } }) => {
    const id = p?.message?._id;
    if (id) client.got.set(id, (client.got.get(id) ?? 0) + 1);
  });
  socket.on("messages_read", (p: { messageIds?: string[] }) => {
    for (const id of p?.messageIds ?? []) client.receipts.set(id, (client.receipts.get(id) ?? 0) + 1);
  });
  socket.on("user_typing", () => client.typing++);
  socket.on("session_ended", () => (client.sessionEndedAt = performance.now()));
  socket.on("disconnect", () => (client.disconnectedAt = client.lastDisconnectAt = performance.now()));
  socket.on("connect", () => {
    client.connectedAt = performance.now();
    if (client.disconnectedAt !== undefined) {
      client.reconnectMs.push(performance.now() - client.disconnectedAt);
      client.disconnectedAt = undefined;
    }
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(client));
    socket.once("connect_error", (e) => reject(new Error(`${member.username}: ${e.message}`)));
  });
}

type Ack = { success?: boolean; message?: { _id?: string; conversationId?: string } | string; conversationId?: string; messageIds?: string[] };

function request(client: Client, event: string, payload: unknown, timeoutMs = 20_000): Promise<Ack> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ success: false, message: "timeout" }), timeoutMs);
    client.socket.emit(event, payload, (ack: Ack) => {
      clearTimeout(timer);
      resolve(ack ?? { success: false });
    });
  });
}

/** A chat message stored (acknowledged): who sent it from which socket, and whether the receiver read it. */
type Sent = { id: string; from: Member; fromSocket: number; to: Member; conversationId: string };

// ---------------------------------------------------------------- the run
async function main(): Promise<void> {
  stopOnSignals();
  assertLoopback(SERVER_URL);
  assertLoopback(REDIS_URL);
  const started = Date.now();
  log(`${CREATORS} creators, ${FANS} fans, ${SECONDS} s of mixed workload${SMALL ? " (reduced form)" : ""}; database ${DB_NAME}`);

  const sup = new Supervisor(log);
  await buildIfStale(sup, log);

  await adminQuery(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${DB_NAME}"`);
  const url = databaseUrl(DB_NAME);
  await applyMigrations(url, () => undefined);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "velvet-cluster-"));

  const used: number[] = [];
  const port = async () => {
    const p = await freePortIn(undefined, undefined, used);
    used.push(p);
    return p;
  };
  const [appA, appB, rtA, rtB, lbHttp, lbRt] = [await port(), await port(), await port(), await port(), await port(), await port()];
  const instancesUrl = PGBOUNCER ? await startPgbouncer(await port(), dataDir) : url;
  const base = `http://127.0.0.1:${lbHttp}`;
  const prefix = `velvet-cluster-${tag}`;
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: instancesUrl,
    DATABASE_POOL_SIZE: "5",
    // PgBouncer before 1.21 cannot carry named prepared statements
    ...(PGBOUNCER ? { DATABASE_STATEMENT_CACHE: "false" } : {}),
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    APP_URL: base,
    NEXTAUTH_URL: base,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    REALTIME_REDIS_PREFIX: prefix,
    TRUSTED_PROXIES: "loopback",
    MODERATION_MODE: "post",
    LOG_LEVEL: "warn",
    // the jobs of the workload run; the others are not what is checked
    ...jobsOffEnv(),
    SCHEDULED_POSTS_INTERVAL_SECONDS: "2",
    MASS_MESSAGE_INTERVAL_SECONDS: "1",
  };
  const web = webCommand();
  const apps = [
    { name: "app-1", port: appA },
    { name: "app-2", port: appB },
  ].map((a) => ({ ...a, child: startProcess(`cluster-${a.name}`, web.command, web.args, { ...common, PORT: String(a.port), NODE_OPTIONS: appNodeOptions(process.env.NODE_OPTIONS) }) }));
  const rts = [
    { name: "realtime-1", port: rtA },
    { name: "realtime-2", port: rtB },
  ].map((r) => ({ ...r, child: startProcess(`cluster-${r.name}`, process.execPath, ["--import", "tsx", "realtime/server.ts"], { ...common, PORT: String(r.port), REALTIME_PORT: String(r.port) }) }));
  await Promise.all([
    ...apps.map((a) => waitForHttp(`http://127.0.0.1:${a.port}/api/ready`, 120_000, isDead(a.child))),
    ...rts.map((r) => waitForHttp(`http://127.0.0.1:${r.port}/health`, 120_000, isDead(r.child))),
  ]);
  const appBackends: Backend[] = apps.map((a) => ({ name: a.name, port: a.port, served: 0 }));
  const rtBackends: Backend[] = rts.map((r) => ({ name: r.name, port: r.port, served: 0 }));
  const httpLb = await httpBalancer(lbHttp, appBackends);
  const rtLb = await tcpBalancer(lbRt, rtBackends);
  const rtUrl = `http://127.0.0.1:${lbRt}`;
  const direct = apps.map((a) => `http://127.0.0.1:${a.port}`);
  log(`apps on ${appA}, ${appB}; realtime on ${rtA}, ${rtB}; balancers: http ${lbHttp}, realtime ${lbRt} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  try {
    await workload({ base, rtUrl, direct, db, rts, rtBackends });
  } finally {
    const appShares = appBackends.map((b) => `${b.name} ${b.served}`).join(", ");
    const rtShares = rtBackends.map((b) => `${b.name} ${b.served}`).join(", ");
    log(`requests per app instance: ${appShares}; connections per realtime instance: ${rtShares}`);
    const total = appBackends.reduce((s, b) => s + b.served, 0);
    check("spread", appBackends.every((b) => b.served >= total / 4) && rtBackends.every((b) => b.served > 0), `HTTP ${appShares}; WebSocket ${rtShares}`);
    for (const c of everySocket) c.socket.disconnect();
    await db.end().catch(() => undefined);
    await Promise.all([httpLb.close(), rtLb.close()]);
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_CLUSTER_KEEP !== "1") await adminQuery(`DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`).catch(() => undefined);
  }
  const failed = checks.filter((c) => !c.pass);
  const d = summarize(latencies);
  log(`${latencies.length} HTTP answers (${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(", ")}), p50 ${fmt(d.p50)} ms p95 ${fmt(d.p95)} ms; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, `cluster-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), small: SMALL, creators: CREATORS, fans: FANS, seconds: SECONDS, loadavg: os.loadavg(), checks, statuses: Object.fromEntries(statuses), latency: d }, null, 2));
  console.log(`\n${failed.length === 0 ? "PASS" : "FAIL"}: ${checks.length - failed.length} of ${checks.length} checks passed${failed.length ? ` (failed: ${failed.map((c) => c.name).join(", ")})` : ""}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

const allClients: Client[] = [];
/** allClients and the idle sockets */
const everySocket: Client[] = [];

/** PgBouncer in transaction mode in front of the bench's database (run as the postgres user: it refuses root). */
async function startPgbouncer(port: number, dataDir: string): Promise<string> {
  const dir = path.join(dataDir, "pgbouncer");
  mkdirSync(dir, { recursive: true });
  const server = new URL(SERVER_URL);
  writeFileSync(path.join(dir, "users.txt"), `"${server.username || "postgres"}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${DB_NAME} = host=${server.hostname} port=${server.port || 5432} dbname=${DB_NAME}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 500",
      "default_pool_size = 20",
      "unix_socket_dir =",
      "",
    ].join("\n"),
  );
  for (const p of [dataDir, dir]) chmodSync(p, 0o755);
  const asUser = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child = startProcess("cluster-pgbouncer", PGBOUNCER, [...asUser, path.join(dir, "pgbouncer.ini")], process.env);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (isDead(child)()) throw new Error("pgbouncer exited at start-up (bench/output/cluster-pgbouncer.log)");
    const ok = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, "127.0.0.1", () => {
        sock.destroy();
        resolve(true);
      });
      sock.on("error", () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > deadline) throw new Error("pgbouncer did not listen within 10 s");
    await sleep(200);
  }
  const u = new URL(databaseUrl(DB_NAME));
  u.port = String(port);
  log(`instances reach PostgreSQL through PgBouncer (transaction mode) on ${port}`);
  return u.toString();
}

async function jpeg(seed: number): Promise<Blob> {
  const buf = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 120 } } }).jpeg().toBuffer();
  return new Blob([new Uint8Array(buf)], { type: "image/jpeg" });
}

async function createPost(base: string, c: Member, title: string, fields: Record<string, string>, seed: number): Promise<string> {
  const form = new FormData();
  form.append("title", title);
  form.append("description", `${title} words`);
  form.append("media", await jpeg(seed), "a.jpg");
  form.append("captions", JSON.stringify([""]));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = must(await call(base, "/api/posts/exclusive-content", { form, token: c.token, ip: c.ip }), [201], `post ${title}`);
  return (res.json!.post as { _id: string })._id;
}

async function until(what: string, timeoutMs: number, ok: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await sleep(500);
  }
  log(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
  return false;
}

async function workload(env: {
  base: string;
  rtUrl: string;
  direct: string[];
  db: pg.Client;
  rts: Array<{ name: string; port: number; child: ReturnType<typeof startProcess> }>;
  rtBackends: Backend[];
}): Promise<void> {
  const { base, rtUrl, direct, db } = env;
  const t0 = Date.now();
  // ---- members, through the balancer (so through both instances)
  const creators = await Promise.all(Array.from({ length: CREATORS }, (_, i) => register(base, "creator", i)));
  const fans: Member[] = [];
  for (let from = 0; from < FANS; from += 10) {
    fans.push(...(await Promise.all(Array.from({ length: Math.min(10, FANS - from) }, (_, j) => register(base, "fan", from + j)))));
  }
  // what an admin's identity approval and the creator's price settings would set (as the API tests' helpers do)
  await db.query(`UPDATE "User" SET "subscriptionPrice" = 999, "verifiedAt" = now(), "trustedAt" = now() WHERE "id" = ANY($1)`, [creators.map((c) => c.id)]);
  await Promise.all(
    fans.map(async (f) => {
      const card = must(
        await call(base, "/api/users/cards", { token: f.token, ip: f.ip, body: { cardNumber: "4242424242424242", cardholderName: f.username, expiryMonth: "12", expiryYear: "2099", cvv: "123" } }),
        [201],
        "card",
      );
      f.cardId = (card.json!.card as { id: string }).id;
    }),
  );
  const posts = new Map<string, { free: string; ppv: string }>();
  await Promise.all(
    creators.map(async (c) => {
      must(await call(base, "/api/users/welcome-message", { method: "PUT", token: c.token, ip: c.ip, body: { text: `welcome:${c.username}` } }), [200], "welcome message");
      posts.set(c.id, { free: await createPost(base, c, `post ${c.username}`, {}, c.i), ppv: await createPost(base, c, `ppv ${c.username}`, { price: "3" }, c.i + 100) });
    }),
  );
  log(`${creators.length + fans.length} members, ${creators.length * 2} posts (${((Date.now() - t0) / 1000).toFixed(0)} s)`);

  // ---- sockets: two per member, connected one after the other through the TCP balancer (round
  // robin): each member has one socket on each realtime instance
  for (const m of [...creators, ...fans]) {
    for (let n = 0; n < 2; n++) {
      const c = await connectSocket(rtUrl, m, n, true);
      m.sockets.push(c);
      allClients.push(c);
    }
  }
  const members = [...creators, ...fans];
  for (let from = 0; from < IDLE_SOCKETS; from += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, IDLE_SOCKETS - from) }, (_, j) => connectSocket(rtUrl, members[(from + j) % members.length]!, 2 + from + j, true)),
    );
    everySocket.push(...batch);
  }
  everySocket.push(...allClients);
  log(`${allClients.length} sockets connected${IDLE_SOCKETS ? `, and ${IDLE_SOCKETS} idle ones` : ""}`);

  // ---- the mixed workload
  const subsOf = (f: Member) => Array.from({ length: SUBS }, (_, k) => creators[(f.i + k) % CREATORS]!);
  const subscribed = new Map<string, Set<string>>(); // creatorId -> fan ids whose subscription was paid
  let paidAnswers = 0;
  let subscribeAnswers = 0;
  const sent: Sent[] = [];
  let refused = 0;
  const refusals = new Map<string, number>();
  const conversations = new Map<string, string>(); // fanId|creatorId -> conversation id
  let stop = false;
  const deadline = Date.now() + SECONDS * 1000;

  const send = async (from: Member, fromSocket: number, to: Member, content: string): Promise<Sent | null> => {
    const client = from.sockets[fromSocket]!;
    const key = from.kind === "fan" ? `${from.id}|${to.id}` : `${to.id}|${from.id}`;
    const conversationId = conversations.get(key);
    if (conversationId) client.socket.emit("typing_start", { conversationId });
    const ack = await request(client, "send_message", { receiverId: to.id, content, clientId: content, ...(conversationId ? { conversationId } : {}) });
    if (conversationId) client.socket.emit("typing_stop", { conversationId });
    const message = typeof ack.message === "object" ? ack.message : undefined;
    if (!ack.success || !message?._id) {
      refused++;
      const why = typeof ack.message === "string" ? ack.message : "error";
      refusals.set(why, (refusals.get(why) ?? 0) + 1);
      return null;
    }
    const s: Sent = { id: message._id, from, fromSocket, to, conversationId: ack.conversationId ?? message.conversationId ?? "" };
    conversations.set(key, s.conversationId);
    sent.push(s);
    return s;
  };

  const fanLoop = async (f: Member) => {
    const mine = subsOf(f);
    for (const c of mine) {
      const r = await call(base, "/api/users/subscribe", { token: f.token, ip: f.ip, body: { creatorId: c.id, paymentMethod: f.cardId } });
      subscribeAnswers++;
      if (r.status === 201) {
        paidAnswers++;
        if (!subscribed.has(c.id)) subscribed.set(c.id, new Set());
        subscribed.get(c.id)!.add(f.id);
      } else log(`subscribe ${f.username} -> ${c.username}: ${r.status} ${JSON.stringify(r.json)}`);
    }
    const buy = await call(base, `/api/posts/${posts.get(mine[0]!.id)!.ppv}/purchase`, { token: f.token, ip: f.ip, body: { paymentMethod: f.cardId } });
    if (buy.status === 201) paidAnswers++;
    else log(`purchase ${f.username}: ${buy.status} ${JSON.stringify(buy.json)}`);
    let k = 0;
    let nextChat = Date.now() + Math.random() * CHAT_EVERY_MS;
    while (!stop && Date.now() < deadline) {
      const c = mine[k % mine.length]!;
      const pages = ["/api/posts/home", `/api/users/profile/${c.username}`, "/api/users/discover/trending", "/api/notifications", "/api/chat/conversations", `/api/posts/user-posts/${c.username}`];
      await call(base, pages[k % pages.length]!, { token: f.token, ip: f.ip });
      if (k % 3 === 0) await call(base, `/api/posts/${k % 2 ? posts.get(c.id)!.free : posts.get(c.id)!.ppv}/like`, { method: "POST", token: f.token, ip: f.ip });
      if (Date.now() >= nextChat) {
        nextChat += CHAT_EVERY_MS;
        await send(f, k % 2, c, `cl:${tag}:${f.username}:${k}`);
      }
      k++;
      await sleep(100 + Math.random() * 200);
    }
  };

  // creators read what they receive (a receipt to the fan) and answer one message in four
  let replies = 0;
  const readIds = new Set<string>();
  const creatorReactions: Promise<unknown>[] = [];
  for (const c of creators) {
    c.sockets[0]!.socket.on("new_message", (p: { message?: { _id?: string; sender?: { _id?: string }; receiver?: { _id?: string }; content?: string }; conversationId?: string }) => {
      const id = p?.message?._id;
      const conversationId = p?.conversationId;
      const fan = fans.find((f) => f.id === p?.message?.sender?._id);
      // only fans' workload messages to this creator (not its own replies from its other socket)
      if (!id || !conversationId || !fan || p.message?.receiver?._id !== c.id || !p.message?.content?.startsWith(`cl:${tag}:`) || stop) return;
      creatorReactions.push(
        (async () => {
          await sleep(50);
          const ack = await request(c.sockets[0]!, "mark_messages_read", { conversationId, messageIds: [id] });
          if (ack.success && (ack.messageIds ?? []).includes(id)) readIds.add(id);
          if (replies++ % 4 === 0) await send(c, 1, fan, `cl:${tag}:${c.username}:r${replies}`);
        })(),
      );
    });
  }

  const massIds = new Map<string, string>(); // creatorId -> mass message id
  const scheduled = new Map<string, { id: string; title: string }>(); // creatorId -> post
  const fanLoops = Promise.all(fans.map((f) => fanLoop(f)));
  // once every subscription is paid (the fans' first steps), the creators' mass messages and scheduled posts
  const creatorsSide = (async () => {
    await until("subscriptions", SECONDS * 1000, async () => subscribeAnswers >= fans.length * SUBS || Date.now() > deadline);
    await sleep(1000);
    await Promise.all(
      creators.map(async (c) => {
        const m = must(await call(base, "/api/chat/mass-messages", { token: c.token, ip: c.ip, body: { text: `mass:${c.username}`, audience: "active" } }), [202], "mass message");
        massIds.set(c.id, (m.json!.massMessage as { _id: string })._id);
        const title = `scheduled ${c.username}`;
        const publishAt = new Date(Date.now() + Math.min(8, SECONDS / 3) * 1000).toISOString();
        scheduled.set(c.id, { id: await createPost(base, c, title, { publishAt }, c.i + 200), title });
      }),
    );
  })();
  await Promise.all([fanLoops, creatorsSide]);
  stop = true;
  await Promise.all(creatorReactions);
  log(`workload done: ${sent.length} chat messages stored (${refused} refused${refused ? ` ${JSON.stringify(Object.fromEntries(refusals))}` : ""}), ${paidAnswers} payments answered (${((Date.now() - t0) / 1000).toFixed(0)} s)`);

  // ---- the jobs' work comes due: scheduled posts, mass messages, welcome messages
  const massDone = await until("mass messages", 60_000, async () => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "MassMessage" WHERE "status" <> 'done'`);
    return Number(rows[0]!.n) === 0;
  });
  const announced = await until("scheduled posts", 60_000, async () => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "Post" WHERE "publishAt" IS NOT NULL AND "announcedAt" IS NULL`);
    return Number(rows[0]!.n) === 0;
  });
  const expectedWelcomes = [...subscribed.values()].reduce((s, set) => s + set.size, 0);
  await until("welcome messages", 60_000, async () => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(DISTINCT ("senderId", "receiverId")) AS n FROM "Message" WHERE "origin" = 'welcome'`);
    return Number(rows[0]!.n) >= expectedWelcomes;
  });
  await sleep(3000); // the last socket events

  // ---- chat: each stored message once at each of the receiver's sockets and the sender's other one
  let lost = 0;
  let duplicated = 0;
  const examples: string[] = [];
  for (const s of sent) {
    const expected = [...s.to.sockets, s.from.sockets[1 - s.fromSocket]!];
    for (const c of expected) {
      const n = c.got.get(s.id) ?? 0;
      if (n === 0) lost++;
      if (n > 1) duplicated++;
      if (n !== 1 && examples.length < 5) examples.push(`${s.id} at ${c.member.username}#${c.n}: ${n}`);
    }
  }
  const { rows: storedRows } = await db.query<{ id: string }>(`SELECT "id" FROM "Message" WHERE "content" LIKE $1`, [`cl:${tag}:%`]);
  const stored = new Set(storedRows.map((r) => r.id));
  const missing = sent.filter((s) => !stored.has(s.id)).length;
  check(
    "chat: no message lost or duplicated across instances",
    sent.length > 0 && lost === 0 && duplicated === 0 && missing === 0 && stored.size === sent.length,
    `${sent.length} acknowledged, ${stored.size} stored; ${sent.length * 3} deliveries expected: ${lost} missing, ${duplicated} duplicated${examples.length ? ` (${examples.join("; ")})` : ""}`,
  );
  const readOnes = sent.filter((s) => readIds.has(s.id));
  const receiptsMissing = readOnes.filter((s) => s.from.sockets.some((c) => !c.receipts.has(s.id))).length;
  const typingSeen = allClients.reduce((n, c) => n + c.typing, 0);
  check(
    "chat: read receipts and typing reach the other instance",
    readOnes.length > 0 && receiptsMissing === 0 && typingSeen > 0,
    `${readOnes.length} messages read, ${receiptsMissing} receipts missing at one of the sender's two sockets; ${typingSeen} typing events received`,
  );

  // ---- jobs: exactly once
  const massProblems: string[] = [];
  for (const c of creators) {
    const id = massIds.get(c.id);
    if (!id) {
      massProblems.push(`${c.username}: no mass message`);
      continue;
    }
    const { rows } = await db.query<{ receiverId: string; n: string }>(`SELECT "receiverId", count(*) AS n FROM "Message" WHERE "massMessageId" = $1 GROUP BY 1`, [id]);
    const want = subscribed.get(c.id) ?? new Set();
    const dup = rows.filter((r) => Number(r.n) > 1).length;
    const extra = rows.filter((r) => !want.has(r.receiverId)).length;
    const got = new Set(rows.map((r) => r.receiverId));
    const miss = [...want].filter((f) => !got.has(f)).length;
    if (dup || extra || miss) massProblems.push(`${c.username}: ${miss} missing, ${dup} duplicated, ${extra} unexpected`);
  }
  const { rows: massRows } = await db.query<{ total: number; delivered: number; status: string }>(`SELECT "total", "delivered", "status" FROM "MassMessage"`);
  const massCount = [...subscribed.values()].reduce((s, set) => s + set.size, 0);
  check(
    "jobs: each mass message delivered once per fan",
    massDone && massProblems.length === 0 && massRows.every((r) => r.status === "done" && r.delivered === r.total),
    `${massIds.size} mass messages to ${massCount} subscriptions; ${massProblems.length ? massProblems.join("; ") : "every fan once"}`,
  );
  const schedProblems: string[] = [];
  for (const c of creators) {
    const p = scheduled.get(c.id);
    if (!p) {
      schedProblems.push(`${c.username}: no scheduled post`);
      continue;
    }
    const { rows } = await db.query<{ recipientId: string; n: string }>(
      `SELECT "recipientId", count(*) AS n FROM "Notification" WHERE "type" = 'new_post' AND "senderId" = $1 AND "params"->>'postTitle' = $2 GROUP BY 1`,
      [c.id, p.title],
    );
    const want = subscribed.get(c.id) ?? new Set();
    const dup = rows.filter((r) => Number(r.n) > 1).length;
    const got = new Set(rows.map((r) => r.recipientId));
    const miss = [...want].filter((f) => !got.has(f)).length;
    const extra = rows.filter((r) => !want.has(r.recipientId)).length;
    if (dup || miss || extra) schedProblems.push(`${c.username}: ${miss} missing, ${dup} duplicated, ${extra} unexpected`);
  }
  check(
    "jobs: each scheduled post announced once to each subscriber",
    announced && schedProblems.length === 0,
    `${scheduled.size} scheduled posts; ${schedProblems.length ? schedProblems.join("; ") : "every subscriber told once"}`,
  );
  const { rows: welcomeRows } = await db.query<{ senderId: string; receiverId: string; n: string }>(
    `SELECT "senderId", "receiverId", count(*) AS n FROM "Message" WHERE "origin" = 'welcome' GROUP BY 1, 2`,
  );
  const welcomeDup = welcomeRows.filter((r) => Number(r.n) > 1).length;
  check(
    "jobs: each welcome message sent once per new subscriber",
    welcomeRows.length === expectedWelcomes && welcomeDup === 0,
    `${expectedWelcomes} subscriptions, ${welcomeRows.length} welcomed, ${welcomeDup} more than once`,
  );

  // ---- rate limits across instances: a sign-in lockout, alternating instances
  const probe = await register(direct[0]!, "fan", 9000);
  const lockout: number[] = [];
  for (let i = 0; i < 7; i++) {
    lockout.push((await call(direct[i % 2]!, "/api/users/login", { body: { email: probe.email, password: "wrong-password" }, ip: "10.99.0.1" })).status);
  }
  check(
    "rate limits: a sign-in lockout is the same whichever instance answers",
    lockout.join(",") === "401,401,401,401,401,429,429",
    `7 failed sign-ins alternating app-1/app-2: ${lockout.join(" ")} (expected 401 x5 then 429)`,
  );
  // the chat's send limit (20 per 10 s per sender) across realtime instances: one socket on each
  const burstFan = fans[0]!;
  const burstTo = subsOf(burstFan)[0]!;
  await sleep(10_500); // the workload's messages leave the window
  const burst = await Promise.all(
    Array.from({ length: 26 }, (_, i) => request(burstFan.sockets[i % 2]!, "send_message", { receiverId: burstTo.id, content: `burst:${tag}:${i}`, clientId: `b${i}` })),
  );
  const burstOk = burst.filter((a) => a.success).length;
  check(
    "rate limits: the chat send limit is shared by the realtime instances",
    burstOk === 20,
    `26 messages at once from one member's two sockets (one per instance): ${burstOk} accepted, ${26 - burstOk} refused (limit 20 per 10 s)`,
  );

  // ---- sessions ended on one instance, refused by the other at once
  const sessionResults: string[] = [];
  let sessionsOk = true;
  const socketMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const u = fans[(i + 1) % fans.length]!;
    const login = must(await call(direct[i % 2]!, "/api/users/login", { body: { email: u.email, password: u.password }, ip: `10.98.0.${i + 1}` }), [200], "login");
    const token = login.json!.token as string;
    const [here, there] = [direct[i % 2]!, direct[(i + 1) % 2]!];
    const before = (await call(there, "/api/users/me", { token })).status;
    const sock = await connectSocket(rtUrl, { ...u, token, sockets: [] }, 9);
    const t = performance.now();
    const out = (await call(here, "/api/auth/logout", { method: "POST", token })).status;
    const after = (await call(there, "/api/users/me", { token })).status;
    await until("session_ended", 5000, async () => sock.sessionEndedAt !== undefined);
    if (sock.sessionEndedAt !== undefined) socketMs.push(sock.sessionEndedAt - t);
    sock.socket.disconnect();
    const ok = before === 200 && out === 200 && after === 401 && sock.sessionEndedAt !== undefined && sock.sessionEndedAt - t < 1000;
    sessionsOk &&= ok;
    if (!ok || i === 0) sessionResults.push(`me ${before} on the other, sign-out ${out}, then me ${after} on the other; socket closed ${sock.sessionEndedAt === undefined ? "never" : `after ${fmt(sock.sessionEndedAt - t)} ms`}`);
  }
  check(
    "sessions: an ended session is refused by the other instance at once",
    sessionsOk,
    `5 sign-outs, each on one instance right after the other accepted the session: ${sessionResults.join("; ")}; sockets closed after ${socketMs.map((m) => fmt(m, 0)).join(", ")} ms`,
  );

  // ---- money and likes
  const { rows: ledger } = await db.query<{ total: string; journals: string; unbalanced: string }>(`
    SELECT COALESCE(SUM(j.total), 0)::text AS total, count(*)::text AS journals, count(*) FILTER (WHERE j.total <> 0)::text AS unbalanced
    FROM (SELECT "journalId", SUM("amountCents") AS total FROM "LedgerEntry" GROUP BY 1) j`);
  const { rows: payments } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "Payment" WHERE "status" = 'succeeded'`);
  const l = ledger[0]!;
  check(
    "ledger: balanced, one payment per paid answer",
    Number(l.total) === 0 && Number(l.unbalanced) === 0 && Number(payments[0]!.n) === paidAnswers && paidAnswers === fans.length * (SUBS + 1),
    `${l.journals} journals, sum ${l.total}, ${l.unbalanced} unbalanced; ${payments[0]!.n} succeeded payments for ${paidAnswers} paid answers (${fans.length * (SUBS + 1)} asked)`,
  );
  const { rows: likeRows } = await db.query<{ n: string; bad: string }>(`
    SELECT count(*)::text AS n, count(*) FILTER (WHERE p."likeCount" <> (SELECT count(*) FROM "Like" l WHERE l."postId" = p."id"))::text AS bad FROM "Post" p`);
  check("likes: each post's count is its likes", Number(likeRows[0]!.bad) === 0, `${likeRows[0]!.n} posts, ${likeRows[0]!.bad} with a count other than their likes`);
  check("no server error", serverErrors.length === 0, serverErrors.length ? `${serverErrors.length} answers >= 500: ${serverErrors.slice(0, 3).join(" | ")}` : "no answer >= 500");

  if (KILL) await killRealtime(env, creators, fans, send);
}

/** §4: one realtime instance killed mid-chat; its clients reconnect to the other (through the balancer); nothing acknowledged is lost. */
async function killRealtime(
  env: { db: pg.Client; rts: Array<{ name: string; port: number; child: ReturnType<typeof startProcess> }> },
  creators: Member[],
  fans: Member[],
  send: (from: Member, fromSocket: number, to: Member, content: string) => Promise<Sent | null>,
): Promise<void> {
  const victim = env.rts[1]!;
  const acked: Sent[] = [];
  let stop = false;
  const killedAt = { t: 0 };
  const senders = fans.slice(1, 1 + Math.min(fans.length - 1, 6)).map(async (f, j) => {
    const to = creators[(f.i) % creators.length]!;
    let k = 0;
    while (!stop) {
      const s = await send(f, k % 2, to, `kill:${tag}:${f.username}:${k}`);
      if (s) acked.push(s);
      k++;
      await sleep(600 + j * 37);
    }
  });
  await sleep(3000);
  const connectedBefore = everySocket.filter((c) => c.socket.connected).length;
  for (const c of everySocket) c.reconnectMs = [];
  killedAt.t = performance.now();
  try {
    process.kill(-victim.child.pid!, "SIGKILL");
  } catch {
    victim.child.kill("SIGKILL");
  }
  log(`killed ${victim.name} (SIGKILL) with ${connectedBefore} sockets connected`);
  // the dead instance's sockets notice (their connection through the balancer closes), then come back
  await until("disconnections", 10_000, async () => everySocket.some((c) => (c.lastDisconnectAt ?? 0) >= killedAt.t));
  await until("reconnections", 30_000, async () => everySocket.every((c) => c.socket.connected));
  await sleep(3000);
  const reconnected = everySocket.filter((c) => c.reconnectMs.length > 0);
  stop = true;
  await Promise.all(senders);
  await sleep(1000);
  const { rows } = await env.db.query<{ id: string }>(`SELECT "id" FROM "Message" WHERE "content" LIKE $1`, [`kill:${tag}:%`]);
  const stored = new Set(rows.map((r) => r.id));
  const lostStored = acked.filter((s) => !stored.has(s.id)).length;
  // each member kept a socket on the surviving instance: every acknowledged message reaches the
  // receiver there (or on the reconnected one), never twice on one socket
  const notReceived = acked.filter((s) => s.to.sockets.every((c) => !c.got.has(s.id))).length;
  const twice = acked.filter((s) => s.to.sockets.some((c) => (c.got.get(s.id) ?? 0) > 1)).length;
  // from the kill (not from each socket's own disconnect): what a member on that instance waits
  const times = reconnected.map((c) => c.connectedAt! - killedAt.t);
  const r = summarize(times);
  const allBack = everySocket.every((c) => c.socket.connected);
  check(
    "realtime instance killed: clients reconnect to the other within 5 s, nothing acknowledged lost",
    allBack && reconnected.length > 0 && r.max < RECONNECT_TARGET_MS && lostStored === 0 && notReceived === 0 && twice === 0 && acked.length > 0,
    `${reconnected.length} of ${everySocket.length} sockets were on ${env.rts[1]!.name}: reconnected p50 ${fmt(r.p50, 0)} ms, p99 ${fmt(r.p99, 0)} ms, max ${fmt(r.max, 0)} ms${allBack ? "" : `, ${everySocket.filter((c) => !c.socket.connected).length} still disconnected`}; ${acked.length} messages acknowledged around the kill: ${lostStored} not stored, ${notReceived} never reached the receiver, ${twice} reached a socket twice`,
  );
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    check("run", false, err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  })
  .finally(() => void stopAll().then(() => process.exit()));
