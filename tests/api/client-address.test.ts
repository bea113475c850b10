// A client cannot choose its own identity: with no trusted proxies (the default), rate limits and
// lockouts key on the TCP peer, whatever X-Forwarded-For, X-Real-IP or X-Velvet-Peer it sends; with
// several instances sharing REDIS_URL, the lockout is counted across them. (The main test app
// trusts loopback as a proxy, so there each test's X-Forwarded-For is its client address.)
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueUser } from "../helpers/http";
import { startSecondApp, type SecondApp } from "../helpers/second-app";

let n = 0;
/** A different made-up address (and other identity headers) on every call. */
const rotated = () => {
  n++;
  const ip = `203.0.${n % 250}.${(n * 7) % 250}`;
  return { "x-forwarded-for": ip, "x-real-ip": ip, "x-velvet-peer": ip };
};

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const failedLogins = async (bases: string[], email: string, count: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await post(bases[i % bases.length]!, "/api/users/login", { email, password: "wrong-password" }, rotated())).status);
  }
  return statuses;
};

describe("client identity with no trusted proxies (the default)", () => {
  let app: SecondApp;
  let sharedA: SecondApp;
  let sharedB: SecondApp;

  beforeAll(async () => {
    // Counters of their own (REDIS_PREFIX): the main test app, when it runs on Redis, counts its
    // own clients (127.0.0.1 among them) under the run's prefix, and must not spend these budgets.
    const own = () => `${process.env.REDIS_PREFIX ?? "velvet-test"}-${randomBytes(4).toString("hex")}`;
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", REDIS_PREFIX: own() };
    [app, sharedA, sharedB] = await Promise.all([
      startSecondApp({ TRUSTED_PROXIES: "", SIGNUP_RATE_LIMIT_PER_HOUR: "3", REDIS_PREFIX: own() }),
      startSecondApp({ TRUSTED_PROXIES: "", ...redis }),
      startSecondApp({ TRUSTED_PROXIES: "", ...redis }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([app?.stop(), sharedA?.stop(), sharedB?.stop()]);
  });

  it("locks an account after five failed sign-ins however X-Forwarded-For is rotated", async () => {
    const u = uniqueUser();
    expect((await post(app.base, "/api/users/register", u)).status).toBe(201);
    const statuses = await failedLogins([app.base], u.email, 7);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // the right password from "another address" is refused too while the lock lasts
    expect((await post(app.base, "/api/users/login", { email: u.email, password: u.password }, rotated())).status).toBe(429);
  });

  it("keeps the sign-up limit however X-Forwarded-For is rotated", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(app.base, "/api/users/register", uniqueUser(), rotated())).status);
    // the budget is 3 an hour for this instance's one client (the lockout test above used one)
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, String(statuses)).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefused).every((s) => s === 201), String(statuses)).toBe(true);
    expect(statuses.slice(firstRefused).every((s) => s === 429), String(statuses)).toBe(true);
    expect(firstRefused, String(statuses)).toBeLessThanOrEqual(3);
  });

  it("a client's own X-Forwarded-Proto does not turn HSTS on", async () => {
    const res = await fetch(`${app.base}/api/ping`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("counts the lockout across instances sharing REDIS_URL", async () => {
    // each instance opens its Redis connection on first use: one throwaway attempt each
    await Promise.all([sharedA, sharedB].map((a) => post(a.base, "/api/users/login", { email: "nobody@example.com", password: "x" })));
    await new Promise((r) => setTimeout(r, 500));
    const u = uniqueUser();
    expect((await post(sharedA.base, "/api/users/register", u)).status).toBe(201);
    // alternating instances, rotating the header: the sixth attempt is refused wherever it lands
    const statuses = await failedLogins([sharedA.base, sharedB.base], u.email, 7);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
