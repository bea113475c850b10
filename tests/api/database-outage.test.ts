// The database goes away under load and comes back: the app answers clean 503s meanwhile (never a
// 500, never a hang, the process stays up) and serves again afterwards without being restarted.
//
// The test starts a second instance of the built app whose DATABASE_URL goes through a TCP proxy
// it controls. "Restarting the database" is done at that proxy exactly as a PostgreSQL restart looks
// to the app: every open connection is cut, new connections are refused (ECONNREFUSED), then
// accepted again. (The shared test database itself is never stopped: the other suites use it.)
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/ports";
import { webCommand } from "../../scripts/lib/web-command";
import { createPost, registerUser, subscribe, type TestUser } from "../helpers/content";

class DatabaseProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Accepts connections (on the same port after a stop). */
  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The database "goes down": open connections are cut and new ones refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** phase: when the request started; ended: the phase when its answer came */
type Outcome = { status: number; ms: number; body: string; phase: string; ended: string };

const databaseUrl = () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the tests with `npm test`");
  return new URL(url);
};


describe("the database restarted under load", () => {
  let proxy: DatabaseProxy;
  let app: ChildProcess;
  let base = "";
  let output = "";
  let exited: number | null | undefined;

  beforeAll(async () => {
    const db = databaseUrl();
    proxy = new DatabaseProxy({ host: db.hostname === "localhost" ? "127.0.0.1" : db.hostname, port: Number(db.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(db.toString());
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const port = await freePort();
    base = `http://localhost:${port}`;
    const web = webCommand();
    app = spawn(web.command, web.args, {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(port),
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: process.env.TEST_DATA_DIR,
        APP_URL: base,
        NEXTAUTH_URL: base,
        NEXTAUTH_SECRET: process.env.AUTH_SECRET,
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    app.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    app.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    app.on("exit", (code) => (exited = code));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (exited !== undefined) throw new Error(`the second app exited (${exited}):\n${output}`);
      const ok = await fetch(`${base}/api/ready`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the second app did not become ready:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 90_000);

  afterAll(async () => {
    await proxy?.start().catch(() => undefined); // let the pool close cleanly
    if (app && exited === undefined) {
      app.kill("SIGTERM");
      await new Promise((r) => app.once("exit", r));
    }
    await proxy?.stop();
  });

  it("answers 503 (never 500, never hanging) while it is down, and serves again once it is back, without a restart", async () => {
    const fan: TestUser = await registerUser();
    const creator: TestUser = await registerUser();
    await subscribe(fan, creator);
    const post = await createPost(creator);

    const requests: Array<{ path: string; init?: RequestInit }> = [
      { path: `/api/users/${creator.username}` },
      { path: "/api/posts/home", init: { headers: { authorization: `Bearer ${fan.token}` } } },
      { path: `/api/posts/${post._id}/like`, init: { method: "POST", headers: { authorization: `Bearer ${fan.token}` } } },
      { path: "/api/users/discover/trending" },
    ];
    const outcomes: Outcome[] = [];
    let phase = "up";
    let running = true;
    const worker = async (w: number) => {
      for (let i = w; running; i++) {
        const r = requests[i % requests.length]!;
        const started = performance.now();
        const at = phase;
        try {
          const res = await fetch(`${base}${r.path}`, { ...r.init, signal: AbortSignal.timeout(15_000) });
          const body = await res.text();
          outcomes.push({ status: res.status, ms: performance.now() - started, body, phase: at, ended: phase });
        } catch (err) {
          outcomes.push({ status: 0, ms: performance.now() - started, body: String(err), phase: at, ended: phase });
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));

    await new Promise((r) => setTimeout(r, 1500));
    await proxy.stop();
    phase = "down";
    await new Promise((r) => setTimeout(r, 500)); // in-flight requests of the "up" phase settle
    phase = "down (settled)";
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, database: "down" });
    await new Promise((r) => setTimeout(r, 2500));

    await proxy.start();
    phase = "back";
    const backAt = Date.now();
    let recovered = false;
    while (Date.now() - backAt < 15_000) {
      const res = await fetch(`${base}/api/users/${creator.username}`);
      if (res.status === 200) {
        recovered = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(workers);

    const summary = (phaseName: string) => {
      const counts: Record<string, number> = {};
      for (const o of outcomes.filter((x) => x.phase === phaseName)) counts[o.status] = (counts[o.status] ?? 0) + 1;
      return counts;
    };
    const context = `outcomes: up ${JSON.stringify(summary("up"))}, down ${JSON.stringify(summary("down (settled)"))}, back ${JSON.stringify(summary("back"))}\n${output
      .split("\n")
      .filter((l) => l.includes("unhandled error"))
      .slice(0, 3)
      .join("\n")
      .slice(0, 6000)}\n${output.slice(-2000)}`;

    expect(exited, context).toBeUndefined(); // the app process never went down
    expect(recovered, context).toBe(true);
    // every answer, in every phase, is a success or a clean 503 with the JSON error shape
    for (const o of outcomes) {
      expect([200, 503], `${o.phase}: ${o.status} ${o.body.slice(0, 300)}\n${context}`).toContain(o.status);
      if (o.status === 503) expect(JSON.parse(o.body), o.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    // started and answered while the database was down (a request that waited across the restart may succeed)
    const down = outcomes.filter((o) => o.phase === "down (settled)" && o.ended === "down (settled)");
    expect(down.length, context).toBeGreaterThan(10);
    expect(down.every((o) => o.status === 503), context).toBe(true);
    expect(Math.max(...down.map((o) => o.ms)), context).toBeLessThan(6000); // refused fast, not hanging
    // after the restart: traffic is served again (the pool reconnected by itself)
    const lastBack = outcomes.filter((o) => o.phase === "back").slice(-8);
    expect(lastBack.length, context).toBeGreaterThan(0);
    expect(lastBack.every((o) => o.status === 200), context).toBe(true);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  }, 60_000);
});
