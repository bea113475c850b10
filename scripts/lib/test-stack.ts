// Database + built app for a test run (npm test, npm run test:e2e), torn down by the
// Supervisor. With DATABASE_URL the run gets its own fresh database on that server (dropped
// afterwards) unless TEST_DB_REUSE=1; without it, an embedded PostgreSQL in a temp directory.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedIfFirstRun } from "../../prisma/seed/index";
import { createAdminCommand } from "./admin-command";
import { buildIfStale } from "./build-if-stale";
import { freePort } from "./ports";
import { appS3Env, startS3TestServer, type TestS3Env } from "./s3-test-server";
import { startSmtpTestServer, type TestSmtpEnv } from "./smtp-test-server";
import { embeddedDatabase, migrate, startApp, type RealtimeControl, type WorkerControl } from "./stack";
import type { Supervisor } from "./supervisor";

const log = (m: string) => console.log(`[test-stack] ${m}`);

async function freshDatabase(sup: Supervisor, serverUrl: string): Promise<string> {
  const name = `velvet_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  log(`created database ${name}`);
  sup.onCleanup(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    // FORCE (PostgreSQL 13+): the app's pool may still hold connections.
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
    log(`dropped database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function testDatabase(sup: Supervisor): Promise<string> {
  const given = process.env.DATABASE_URL;
  if (given && process.env.TEST_DB_REUSE === "1") return given;
  if (given) return freshDatabase(sup, given);
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-test-"));
  sup.onCleanup(async () => rmSync(dir, { recursive: true, force: true })); // runs after the PG stops
  return embeddedDatabase(sup, dir, await freePort());
}

export type TestEnv = {
  TEST_BASE_URL: string;
  TEST_REALTIME_URL: string;
  /** POST {url}/realtime/stop and /realtime/start: the e2e reconnection test restarts the realtime service; /worker/kill and /worker/start: the media worker */
  TEST_CONTROL_URL: string;
  DATABASE_URL: string;
  AUTH_SECRET: string;
  /** the app's DATA_DIR (tests read e.g. the mail outbox under it) */
  TEST_DATA_DIR: string;
  /** with the demo data (e2e): an admin made by `npm run admin:create` for this run */
  TEST_ADMIN_USERNAME: string;
  TEST_ADMIN_PASSWORD: string;
  REDIS_PREFIX: string;
  /** "embedded" (PGlite: one session) or "server" (a PostgreSQL server at DATABASE_URL) */
  TEST_DATABASE: "embedded" | "server";
} & TestS3Env &
  TestSmtpEnv;

/** A loopback-only HTTP endpoint through which a test stops and starts the realtime service, and kills and starts the media worker. */
async function controlServer(sup: Supervisor, control: RealtimeControl | null, worker: WorkerControl): Promise<string> {
  const port = await freePort();
  const actions: Record<string, () => Promise<void>> = { "/worker/kill": worker.kill, "/worker/start": worker.start };
  if (control) Object.assign(actions, { "/realtime/stop": control.stop, "/realtime/start": control.start });
  const server = http.createServer((req, res) => {
    const action = req.method === "POST" ? actions[req.url ?? ""] : undefined;
    if (!action) return void res.writeHead(404).end();
    action().then(
      () => res.writeHead(200).end("ok"),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  sup.onCleanup(async () => void server.close());
  return `http://127.0.0.1:${port}`;
}

export async function startTestStack(sup: Supervisor, opts: { seed: boolean }): Promise<TestEnv> {
  await buildIfStale(sup, log);
  const onServer = Boolean(process.env.DATABASE_URL);
  const databaseUrl = await testDatabase(sup);
  await migrate(databaseUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "velvet-test-data-")); // media etc. of this run
  sup.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  // The seed stores media through lib/storage, which reads DATA_DIR: the app's directory.
  process.env.DATA_DIR = dataDir;
  const s3 = await startS3TestServer(sup);
  // an SMTP server: the smtp mail driver is tested against it (the app itself keeps the outbox)
  const smtp = await startSmtpTestServer(sup, await freePort());
  // `STORAGE_DRIVER=s3 npm test` (or bench:upload): the app and the seed store media on that server.
  if (process.env.STORAGE_DRIVER === "s3" && !process.env.S3_ENDPOINT) Object.assign(process.env, appS3Env(s3));
  const admin = { username: "", password: "" };
  if (opts.seed) {
    if ((await seedIfFirstRun(databaseUrl)).seeded) log("demo data seeded");
    // The demo admin's password is random and shown once; the run makes its own admin instead,
    // the way an operator would.
    Object.assign(admin, { username: "admin", password: randomBytes(18).toString("base64url") });
    const code = await sup.run("admin:create", ...createAdminCommand(admin), { env: { ...process.env, DATABASE_URL: databaseUrl } });
    if (code !== 0) throw new Error(`admin:create failed (exit code ${code})`);
  }
  const [port, realtimePort] = [await freePort(), await freePort()];
  const secret = process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url");
  const baseUrl = `http://localhost:${port}`;
  // A Redis namespace of this run's own: the machine's Redis outlives runs, and an hour's sign-up
  // budget spent by the last run must not be this run's (the second instances inherit it).
  const redisPrefix = `velvet-test-${randomBytes(6).toString("hex")}`;
  const { realtime, realtimeControl, workerControl } = await startApp(sup, { port, realtimePort }, {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: secret,
    NEXTAUTH_URL: baseUrl,
    APP_URL: baseUrl,
    REALTIME_PORT: String(realtimePort),
    REDIS_PREFIX: redisPrefix,
    // The suites register hundreds of users from one address; the limiter itself is tested with
    // the login limiter, whose budget is not raised.
    // one JSON line per request is noise in test output; warnings and errors still show
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    SIGNUP_RATE_LIMIT_PER_HOUR: process.env.SIGNUP_RATE_LIMIT_PER_HOUR ?? "100000",
    // The tests act as a proxy in front of the app: each test's requests carry their own
    // X-Forwarded-For, so per-client limits of one test do not bleed into another. (That a client's
    // own X-Forwarded-For counts for nothing by default is tested on a second instance,
    // tests/api/client-address.test.ts.)
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "127.0.0.1,::1",
    // a media job whose worker was killed is retried within seconds, not minutes (tests/api/video-pipeline.test.ts)
    MEDIA_JOB_TIMEOUT_SECONDS: process.env.MEDIA_JOB_TIMEOUT_SECONDS ?? "15",
    // the tests make videos in the old unmarked layout on purpose (tests/helpers/hls-video.ts):
    // the worker leaves them so, and tests/api/video-remark.test.ts re-marks its own
    VIDEO_REMARK_ENABLED: process.env.VIDEO_REMARK_ENABLED ?? "false",
  });
  log(`app on ${baseUrl}${realtime ? `, realtime on port ${realtimePort}` : ""}`);
  return {
    TEST_BASE_URL: baseUrl,
    TEST_REALTIME_URL: realtime ? `http://localhost:${realtimePort}` : "",
    TEST_CONTROL_URL: await controlServer(sup, realtimeControl, workerControl),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    TEST_DATA_DIR: dataDir,
    TEST_ADMIN_USERNAME: admin.username,
    TEST_ADMIN_PASSWORD: admin.password,
    REDIS_PREFIX: redisPrefix,
    TEST_DATABASE: onServer ? "server" : "embedded",
    ...s3,
    ...smtp,
  };
}
