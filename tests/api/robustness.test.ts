// Every endpoint fed malformed and hostile input: only 4xx answers (never a 5xx), nothing
// stored by a rejected request, and the server still up at the end.
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, uniqueUser } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiRoutes, fill, type ApiRoute } from "../helpers/routes";

const HOSTILE_PARAMS = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u202eevil\u0000null",
  "🙂".repeat(40),
  "a".repeat(3000),
  "%",
];

const HOSTILE_QUERIES = [
  "?page=-1&limit=-5",
  "?page=abc&limit=xyz",
  "?page=99999999999999999999&limit=1e9",
  "?q=%00%ff&status=<script>&minSubscribers=-1",
  "?page[]=1&limit[a]=2",
  "?page=1e309&limit=1e309",
  "?page=NaN&limit=Infinity&minSubscribers=-Infinity",
  "?page=1&page=2&limit=5&limit=-1&q=a&q=b",
  "?page=0x10&limit=1_000&q=%E0%A4%A&status=%ZZ",
  `?q=${"a".repeat(5000)}`,
];

/** Path segments that cannot be decoded (sent as they are, not encoded again). */
const MALFORMED_SEGMENTS = ["%ZZ", "%E0%A4%A", "%", "%C0%AF", "%ED%A0%80"];

const SCRIPT = "<script>alert('x')</script>";
const UNICODE = "\ud800 lone surrogate \u0000 nul \u202e rtl-override 𝕏 ﷽";

/** JSON bodies with every well-known field of the API set to a wrong type or hostile value. */
function hostileJsonBodies(): unknown[] {
  const fields = [
    "email", "password", "username", "firstName", "lastName", "dateOfBirth", "content", "price",
    "amount", "recipientUsername", "cardId", "creatorId", "paymentMethod", "name", "message", "bio",
    "location", "type", "accountName", "accountNumber", "paypalEmail", "stripeAccount", "cardNumber",
    "expiryMonth", "expiryYear", "cvv", "cardholderName", "token", "currentPassword", "newPassword",
    "locale", "title", "description",
  ];
  const withAll = (v: unknown) => Object.fromEntries(fields.map((f) => [f, v]));
  return [
    [],
    "a string",
    123,
    null,
    withAll({ nested: { deeper: [1, 2, 3] } }),
    withAll([SCRIPT]),
    withAll(-1),
    withAll(Number.MAX_SAFE_INTEGER),
    withAll(true),
    withAll(SCRIPT),
    withAll(UNICODE),
    withAll("x".repeat(20_000)),
    { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
    withAll("NaN"),
    withAll("Infinity"),
    withAll("-Infinity"),
    withAll("1e309"),
    withAll(1e308),
    withAll(-1e308),
    withAll(0.000000001),
    withAll("0.000000001"),
    withAll(-0.000000001),
    withAll(""),
    withAll({}),
    withAll(["a", "b"]),
    withAll("\ufeff\u200b\u200d e\u0301 \u{1F468}\u200D\u{1F469}\u200D\u{1F467} \uFFFF \u0085"),
  ];
}

type Counts = Record<string, bigint>;

// Notifications are left out: background jobs (subscription expiry) may add some at any time.
async function counts(): Promise<Counts> {
  const [row] = await prisma.$queryRaw<Counts[]>`
    SELECT (SELECT count(*) FROM "User") AS users, (SELECT count(*) FROM "Post") AS posts,
           (SELECT count(*) FROM "Media") AS media, (SELECT count(*) FROM "Like") AS likes,
           (SELECT count(*) FROM "Comment") AS comments, (SELECT count(*) FROM "Subscription") AS subscriptions,
           (SELECT count(*) FROM "Tip") AS tips, (SELECT count(*) FROM "LedgerEntry") AS ledger,
           (SELECT count(*) FROM "Message") AS messages, (SELECT count(*) FROM "Conversation") AS conversations,
           (SELECT count(*) FROM "ContactSubmission") AS contacts, (SELECT count(*) FROM "NewsletterSubscriber") AS newsletter,
           (SELECT count(*) FROM "PayoutMethod") AS payouts, (SELECT count(*) FROM "SavedCard") AS cards,
           (SELECT count(*) FROM "PasswordResetToken") AS resets`;
  return row;
}

type Attempt = { method: string; path: string; init: RequestInit; label: string };

function attemptsFor(route: ApiRoute): Attempt[] {
  const out: Attempt[] = [];
  const sample = route.params.length ? fill(route.template, "00000000-0000-0000-0000-000000000000") : route.template;
  for (const method of route.methods) {
    for (const value of HOSTILE_PARAMS) {
      if (!route.params.length) break;
      out.push({ method, path: fill(route.template, value), init: {}, label: `param ${JSON.stringify(value.slice(0, 30))}` });
    }
    for (const q of HOSTILE_QUERIES) out.push({ method, path: sample + q, init: {}, label: `query ${q}` });
    if (method === "GET" || method === "DELETE") continue;
    const json = { "content-type": "application/json" };
    out.push({ method, path: sample, init: { headers: json, body: "{bad json" }, label: "malformed JSON" });
    out.push({ method, path: sample, init: { headers: json, body: "x".repeat(2_000_000) }, label: "2 MB body" });
    out.push({ method, path: sample, init: { headers: { "content-type": "text/plain" }, body: "hello" }, label: "text/plain body" });
    out.push({
      method,
      path: sample,
      init: { headers: { "content-type": "multipart/form-data; boundary=zzz" }, body: "--zzz\r\ngarbage" },
      label: "broken multipart",
    });
    const nested = '{"a":'.repeat(5000) + "1" + "}".repeat(5000);
    out.push({ method, path: sample, init: { headers: json, body: nested }, label: "JSON nested 5000 deep" });
    out.push({ method, path: sample, init: { headers: json, body: "[".repeat(30_000) }, label: "30000 open brackets" });
    out.push({ method, path: sample, init: { headers: json, body: "" }, label: "empty JSON body" });
    out.push({ method, path: sample, init: { headers: json, body: '{"a":1,"a":2,"__proto__":{"x":1}}' }, label: "duplicate keys" });
    out.push({ method, path: sample, init: { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1&b=2" }, label: "form-urlencoded" });
    for (const [i, body] of hostileJsonBodies().entries()) {
      out.push({ method, path: sample, init: { headers: json, body: JSON.stringify(body) }, label: `hostile JSON #${i}` });
    }
  }
  return out;
}

describe("every endpoint under hostile input", () => {
  let memberToken = "";
  const routes = apiRoutes();

  beforeAll(async () => {
    const reg = await api("/api/users/register", { method: "POST", body: uniqueUser() });
    memberToken = reg.json.token;
  });

  it("discovers the routes of the app", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => r.template)).toContain("/api/posts/[postId]/like");
    for (const r of routes) expect(r.methods.length, r.template).toBeGreaterThan(0);
  });

  for (const route of routes) {
    it(`${route.methods.join(",")} ${route.template}: only 4xx (or 2xx for harmless input), nothing stored on rejection`, async () => {
      const failures: string[] = [];
      let before = await counts();
      for (const attempt of attemptsFor(route)) {
        for (const token of [null, memberToken]) {
          const headers = new Headers(attempt.init.headers);
          // A fresh client address per attempt: the rate limiters must not block later test files.
          headers.set("x-forwarded-for", `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
          if (token) headers.set("authorization", `Bearer ${token}`);
          let status: number;
          try {
            const res = await fetch(new URL(attempt.path, baseUrl()), { ...attempt.init, method: attempt.method, headers, redirect: "manual" });
            status = res.status;
            await res.arrayBuffer();
          } catch (err) {
            failures.push(`${attempt.method} ${attempt.path.slice(0, 80)} [${attempt.label}] -> network error ${String(err)}`);
            continue;
          }
          if (status >= 500) failures.push(`${attempt.method} ${attempt.path.slice(0, 80)} [${attempt.label}] -> ${status}`);
          if (status >= 400) {
            const after = await counts();
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (changed.length) failures.push(`${attempt.method} ${attempt.path.slice(0, 80)} [${attempt.label}] -> ${status} but stored: ${changed.join(", ")}`);
            before = after;
          } else {
            before = await counts(); // accepted input may store rows: that is its job
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  // A path that cannot be decoded never reached a handler: Next answered a bare 500 before it.
  it("answers paths with malformed percent-encoding with the JSON 400 (API) or a 400 page (pages)", async () => {
    const failures: string[] = [];
    const check = async (path: string, expected: number, isApi: boolean) => {
      for (const method of isApi ? ["GET", "POST"] : ["GET"]) {
        const res = await fetch(new URL(path, baseUrl()), { method, redirect: "manual" });
        const text = await res.text();
        if (res.status !== expected) failures.push(`${method} ${path} -> ${res.status} (expected ${expected})`);
        else if (isApi && JSON.parse(text).success !== false) failures.push(`${method} ${path}: not the JSON error shape`);
        else if (!isApi && !text.includes("<h1>")) failures.push(`${method} ${path}: not a page`);
      }
    };
    for (const route of routes.filter((r) => r.params.length)) {
      for (const bad of MALFORMED_SEGMENTS) await check(route.template.replace(/\[[^\]]+\]/g, bad), 400, true);
    }
    for (const bad of MALFORMED_SEGMENTS) {
      await check(`/api/${bad}`, 400, true);
      await check(`/api/users/${bad}`, 400, true);
      for (const page of [`/profile/${bad}`, `/fr/profile/${bad}`, `/en/profile/${bad}`, `/${bad}`, `/fr/${bad}`, `/search/${bad}`]) await check(page, 400, false);
    }
    expect(failures).toEqual([]);
  });

  it("refuses money that rounds to 0 cents (400), and stores nothing", async () => {
    // fresh accounts: the loops above spent the member's tip budget (rate limit)
    const creator = await api("/api/users/register", { method: "POST", body: uniqueUser(), headers: { "x-forwarded-for": "10.251.0.1" } });
    const fan = await api("/api/users/register", { method: "POST", body: uniqueUser(), headers: { "x-forwarded-for": "10.251.0.2" } });
    for (const price of [0.000000001, "0.000000001", 0.004, 1e-300]) {
      const res = await api("/api/users/subscription-price", { method: "PUT", token: creator.json.token, body: { price } });
      expect(res.status, String(price)).toBe(400);
    }
    for (const amount of [0.000000001, 0.004, 1e-300]) {
      const res = await api("/api/tips", { method: "POST", token: fan.json.token, body: { recipientUsername: creator.json.username, amount } });
      expect(res.status, String(amount)).toBe(400);
    }
    expect(await prisma.tip.count({ where: { recipient: { username: creator.json.username } } })).toBe(0);
  });

  it("is still up and answering after all of it", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
  });
});
