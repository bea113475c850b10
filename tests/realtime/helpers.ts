// Helpers for realtime tests: real service processes (tsx realtime/server.ts), real socket.io
// clients, users registered through the real API.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { io as ioClient, type Socket } from "socket.io-client";
import { api, uniqueUser } from "../helpers/http";
import { prisma } from "../helpers/db";
import { freePort } from "../../scripts/lib/ports";

// Event payloads are whatever the server sent; tests assert on their fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload = any;

const rand = (n: number) => Math.floor(Math.random() * n);

export type TestUser = { id: string; username: string; token: string };

export async function registerUser(opts: { creatorPriceCents?: number } = {}): Promise<TestUser> {
  // a distinct client address per sign-up: the register endpoint limits sign-ups per network
  const ip = `10.${rand(250)}.${rand(250)}.${rand(250)}`;
  const res = await api("/api/users/register", { method: "POST", body: uniqueUser(), headers: { "x-forwarded-for": ip } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  if (opts.creatorPriceCents) {
    await prisma.user.update({ where: { id: res.json._id }, data: { subscriptionPrice: opts.creatorPriceCents } });
  }
  return { id: res.json._id, username: res.json.username, token: res.json.token };
}

/** A fan and a creator (anyone may message a creator). */
export async function pair(): Promise<[TestUser, TestUser]> {
  return Promise.all([registerUser(), registerUser({ creatorPriceCents: 999 })]);
}

async function waitHealthy(url: string, dead: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (dead()) throw new Error("realtime service exited early");
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`realtime service at ${url} is not healthy`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export type Service = { url: string; proc: ChildProcess | null; output: () => string; stop: () => Promise<number | null> };

/** Starts `tsx realtime/server.ts` on a free port with the test run's env (+ extra); resolves once /health answers. */
export async function startService(extraEnv: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  // `node --import tsx` (as the launcher does): no wrapper process between the signal and the service
  const proc = spawn(process.execPath, ["--import", "tsx", path.join("realtime", "server.ts")], {
    env: { ...process.env, REALTIME_PORT: String(port), LOG_LEVEL: "warn", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, () => proc.exitCode !== null, 60_000);
  } catch (err) {
    proc.kill("SIGKILL");
    throw new Error(`${(err as Error).message}: ${out}`);
  }
  const service: Service = {
    url,
    proc,
    output: () => out,
    stop: async () => {
      started.delete(service);
      if (proc.exitCode !== null) return proc.exitCode;
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  started.add(service);
  return service;
}

const started = new Set<Service>();

/** Stops every service started by startService() that is still running (afterAll: nothing leaks when a test fails midway). */
export async function stopAllServices(): Promise<void> {
  await Promise.all([...started].map((s) => s.stop()));
}

/** The service started by `npm test` (TEST_REALTIME_URL) when there is one, else our own process. */
export async function sharedService(): Promise<Service> {
  const given = process.env.TEST_REALTIME_URL;
  if (!given) return startService();
  const url = given.replace(/\/$/, "");
  await waitHealthy(url, () => false, 30_000);
  return { url, proc: null, output: () => "", stop: async () => null };
}

/** A client socket that records every event it receives, so tests never miss one by subscribing late. */
export class Client {
  readonly events: { event: string; args: Payload[] }[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event, ...args) => {
      this.events.push({ event, args });
      for (const w of this.waiters.splice(0)) w();
    });
  }

  emit(event: string, ...args: unknown[]) {
    this.socket.emit(event, ...args);
  }

  /** emit with an ack; resolves with the ack's answer. */
  request(event: string, payload?: unknown, timeoutMs = 20_000): Promise<Payload> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload);
  }

  received(event: string, match: (payload: Payload) => boolean = () => true): Payload[] {
    return this.events.filter((e) => e.event === event && match(e.args[0])).map((e) => e.args[0]);
  }

  /** The first `event` (matching) received so far or within the timeout. */
  async waitFor(event: string, match: (payload: Payload) => boolean = () => true, timeoutMs = 15_000): Promise<Payload> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.received(event, match)[0];
      if (hit !== undefined) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${event}; got: ${this.events.map((e) => e.event).join(", ")}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  close() {
    this.socket.disconnect();
  }
}

const open = new Set<Client>();

/** Connects with a token; rejects with the server's connect_error message. */
export function connect(url: string, token: string | null, opts: { origin?: string; transports?: string[]; language?: string } = {}): Promise<Client> {
  const socket = ioClient(url, {
    path: "/socket.io",
    auth: token === null ? {} : { token },
    transports: opts.transports ?? ["websocket"],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
    // error texts are in the reader's language (decision 041): English unless a test asks for another
    extraHeaders: { "accept-language": opts.language ?? "en", ...(opts.origin ? { origin: opts.origin } : {}) },
  });
  const client = new Client(socket);
  open.add(client);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(client));
    socket.once("connect_error", (err) => {
      socket.disconnect();
      open.delete(client);
      reject(err);
    });
  });
}

/** Disconnects every client opened by connect() (call in afterEach/afterAll). */
export function closeAllClients() {
  for (const c of open) c.close();
  open.clear();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
