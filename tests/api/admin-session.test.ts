import { describe, expect, it } from "vitest";
import { api, uniqueUser } from "../helpers/http";
import { makeAdminById } from "../helpers/social";
import { prisma } from "../helpers/db";

const ip = () => ({ "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

async function register() {
  const form = uniqueUser();
  const res = await api("/api/users/register", { method: "POST", body: form, headers: ip() });
  expect(res.status).toBe(201);
  return { id: res.json._id as string, token: res.json.token as string, username: form.username, password: form.password };
}

/** A fresh admin signed in through POST /api/auth/login (token with the ADMIN claim). */
async function admin() {
  const u = await register();
  await makeAdminById(u.id);
  const login = await api("/api/auth/login", { method: "POST", body: { username: u.username, password: u.password }, headers: ip() });
  expect(login.status).toBe(200);
  return { ...u, token: login.json.token as string };
}

const cookie = (token: string) => ({ cookie: `admin_token=${token}` });

describe("POST /api/auth/admin-session", () => {
  it("stores an admin's token in an httpOnly SameSite=Lax admin_token cookie that lasts as long as the token", async () => {
    const boss = await admin();
    const res = await api("/api/auth/admin-session", { method: "POST", body: { token: boss.token } });
    expect(res.status).toBe(200);
    const set = res.headers.get("set-cookie") ?? "";
    expect(set).toContain(`admin_token=${boss.token}`);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).not.toMatch(/Secure/); // plain http here
    const maxAge = Number(/Max-Age=(\d+)/.exec(set)?.[1]);
    expect(maxAge).toBeGreaterThan(60);
  });

  it("refuses a member's token (403), a forged one (401), a missing one (400) and a cross-site caller (403)", async () => {
    const fan = await register();
    const member = await api("/api/auth/admin-session", { method: "POST", body: { token: fan.token } });
    expect(member.status).toBe(403);
    expect(member.headers.get("set-cookie")).toBeNull();
    expect((await api("/api/auth/admin-session", { method: "POST", body: { token: `${fan.token}x` } })).status).toBe(401);
    expect((await api("/api/auth/admin-session", { method: "POST", body: {} })).status).toBe(400);
    const boss = await admin();
    const cross = await api("/api/auth/admin-session", { method: "POST", body: { token: boss.token }, headers: { origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    expect(cross.headers.get("set-cookie")).toBeNull();
  });
});

describe("DELETE /api/auth/admin-session", () => {
  it("clears the admin cookie", async () => {
    const res = await api("/api/auth/admin-session", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^admin_token=;.*Max-Age=0/);
  });
});

describe("GET /api/contact with the admin_token cookie", () => {
  it("resolves the cookie to the admin (200), a member's token in it to 403, and no cookie to 401", async () => {
    const boss = await admin();
    const ok = await api("/api/contact", { headers: cookie(boss.token) });
    expect(ok.status).toBe(200);
    expect(Array.isArray(ok.json.contacts)).toBe(true);
    expect((await api("/api/newsletter", { headers: cookie(boss.token) })).status).toBe(200);

    const fan = await register();
    expect((await api("/api/contact", { headers: cookie(fan.token) })).status).toBe(403);
    expect((await api("/api/contact")).status).toBe(401);
    expect((await api("/api/contact", { headers: cookie("not-a-jwt") })).status).toBe(401);
  });

  it("stops working once the account is no longer an admin (role read from the database)", async () => {
    const boss = await admin();
    await prisma.user.update({ where: { id: boss.id }, data: { role: "MEMBER" } });
    expect((await api("/api/contact", { headers: cookie(boss.token) })).status).toBe(403);
  });
});

describe("GET /api/auth/verify with the admin_token cookie", () => {
  it("counts the admin cookie only when the admin shell asks for its scope", async () => {
    const boss = await admin();
    expect((await api(`/api/auth/verify?_t=${Date.now()}`, { headers: cookie(boss.token) })).status).toBe(401);
    const scoped = await api(`/api/auth/verify?_t=${Date.now()}`, { headers: { ...cookie(boss.token), "x-velvet-scope": "admin" } });
    expect(scoped.status).toBe(200);
    expect(scoped.json).toMatchObject({ valid: true, data: { username: boss.username, role: "admin" } });
  });
});

describe("GET /admin (middleware guard)", () => {
  it("sends anonymous visitors and members to /admin-login, lets an admin in", async () => {
    const anon = await api("/admin");
    expect([302, 307]).toContain(anon.status);
    expect(new URL(anon.headers.get("location")!, "http://x").pathname).toBe("/admin-login");

    const fan = await register();
    const member = await api("/admin", { headers: cookie(fan.token) });
    expect([302, 307]).toContain(member.status);
    expect(new URL(member.headers.get("location")!, "http://x").pathname).toBe("/admin-login");

    const boss = await admin();
    expect((await api("/admin", { headers: cookie(boss.token) })).status).toBe(200);
    expect((await api("/admin-login")).status).toBe(200);
  });

  it("redirects a locale-prefixed admin path to the unprefixed one", async () => {
    const res = await api("/fr/admin-login");
    expect([302, 307, 308]).toContain(res.status);
    expect(new URL(res.headers.get("location")!, "http://x").pathname).toBe("/admin-login");
  });
});
