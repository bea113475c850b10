// Several app instances and realtime processes sharing REDIS_URL (decision 084): a session ended on
// one instance is refused by every other at once, although each instance trusts a session it found
// alive for a few seconds (lib/auth/sessions.ts), and the realtime service closes its sockets at
// once rather than at its next sweep (every 3 s).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueUser } from "../helpers/http";
import { startSecondApp, type SecondApp } from "../helpers/second-app";
import { closeAllClients, connect, startService, stopAllServices, type Service } from "../realtime/helpers";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let a: SecondApp;
let b: SecondApp;
let realtime: Service;

async function call(base: string, path: string, opts: { method?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { "accept-language": "en" };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${base}${path}`, { method: opts.method ?? "GET", headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function member(base: string) {
  const u = uniqueUser();
  const res = await call(base, "/api/users/register", { method: "POST", body: u });
  expect(res.status).toBe(201);
  return { ...u, id: res.json!._id as string, token: res.json!.token as string };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, "/api/users/login", { method: "POST", body: { email, password } });
  expect(res.status).toBe(200);
  return res.json!.token as string;
}

const meOn = async (base: string, token: string) => (await call(base, "/api/users/me", { token })).status;

beforeAll(async () => {
  const shared = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? "velvet-test"}-${randomBytes(4).toString("hex")}`,
  };
  [a, b, realtime] = await Promise.all([
    startSecondApp({ ...shared, SIGNUP_RATE_LIMIT_PER_HOUR: "1000" }),
    startSecondApp({ ...shared, SIGNUP_RATE_LIMIT_PER_HOUR: "1000" }),
    startService({ ...shared, REALTIME_REDIS_PREFIX: shared.REDIS_PREFIX }),
  ]);
  // each instance subscribes to the Redis bus on its first session check: one throwaway each
  await Promise.all([a, b].map((app) => call(app.base, "/api/users/me", { token: "x" })));
  await new Promise((r) => setTimeout(r, 500));
});

afterAll(async () => {
  closeAllClients();
  await Promise.all([a?.stop(), b?.stop(), stopAllServices()]);
});

describe("sessions across instances sharing REDIS_URL", () => {
  it("a sign-out on one instance is refused at once by another that had just accepted the session", async () => {
    for (let i = 0; i < 3; i++) {
      const u = await member(a.base);
      // B has now seen this session alive (and would trust that answer for 5 s on its own)
      expect(await meOn(b.base, u.token)).toBe(200);
      expect((await call(a.base, "/api/auth/logout", { method: "POST", token: u.token })).status).toBe(200);
      expect(await meOn(b.base, u.token)).toBe(401);
      expect(await meOn(a.base, u.token)).toBe(401);
    }
  });

  it("a password change on one instance ends the other devices' sessions on every instance at once, not the device that made it", async () => {
    const u = await member(a.base);
    const phone = await signIn(b.base, u.email, u.password);
    expect(await meOn(b.base, phone)).toBe(200);
    expect(await meOn(b.base, u.token)).toBe(200);
    const changed = await call(a.base, "/api/users/password", { method: "PUT", token: u.token, body: { currentPassword: u.password, newPassword: `${u.password}-new` } });
    expect(changed.status).toBe(200);
    expect(await meOn(b.base, phone)).toBe(401);
    expect(await meOn(b.base, u.token)).toBe(200);
  });

  it("the realtime service closes the socket of a session ended on an app instance at once, not at its next sweep", async () => {
    for (let i = 0; i < 5; i++) {
      const u = await member(a.base);
      const client = await connect(realtime.url, u.token);
      const started = Date.now();
      expect((await call(b.base, "/api/auth/logout", { method: "POST", token: u.token })).status).toBe(200);
      await client.waitFor("session_ended", () => true, 10_000);
      // the sweep alone comes every 3 s: five in a row within 1 s is the announcement
      expect(Date.now() - started).toBeLessThan(1_000);
    }
  });
});
