// Server-side sessions: every token names a session; sign-out, "everywhere", a device removed
// from the list, a password change or reset end sessions, and an ended session is 401 everywhere.
import { SignJWT, decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { login, mailsTo, randomIp, signUp, tokenFrom, type Account } from "../helpers/account";
import { browserSignIn, cookieHeader, sessionCookie } from "../helpers/browser-session";
import { prisma } from "../helpers/db";

const DAY = 24 * 60 * 60;

async function signIn(a: Account, userAgent = "Mozilla/5.0 (Linux; Android 14) Chrome/150.0 Mobile Safari/537.36") {
  const res = await api("/api/users/login", {
    method: "POST",
    body: { email: a.email, password: a.password },
    headers: { "x-forwarded-for": randomIp(), "user-agent": userAgent },
  });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

/** Every route a signed-in member uses answers 401 to this token. */
async function expectRefusedEverywhere(token: string) {
  for (const path of ["/api/users/me", "/api/auth/verify", "/api/posts/home", "/api/notifications", "/api/users/sessions", "/api/chat/conversations"]) {
    const res = await api(path, { token });
    expect(res.status, path).toBe(401);
  }
  expect((await api("/api/auth/logout", { method: "POST", token })).status).toBe(401);
}

const meStatus = async (token: string) => (await api("/api/users/me", { token })).status;

describe("sessions", () => {
  it("every token belongs to a session: a correctly signed token without one is refused", async () => {
    const a = await signUp();
    const claims = decodeJwt(a.token);
    expect(typeof claims.sid).toBe("string");
    const noSession = await new SignJWT({ role: "MEMBER", username: a.username })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(a.id)
      .setIssuer("velvet")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET!));
    expect(await meStatus(noSession)).toBe(401);
    // another user's session id in a token of mine is refused too
    const b = await signUp();
    const borrowed = await new SignJWT({ role: "MEMBER", username: a.username, sid: decodeJwt(b.token).sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(a.id)
      .setIssuer("velvet")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET!));
    expect(await meStatus(borrowed)).toBe(401);
  });

  it("lists the live sessions with device, address and which one is current", async () => {
    const a = await signUp();
    const phone = await signIn(a);
    const laptop = await signIn(a, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0");
    const res = await api("/api/users/sessions", { token: phone });
    expect(res.status).toBe(200);
    const sessions = res.json.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(3); // sign-up, phone, laptop
    for (const s of sessions) expect(Object.keys(s)).toEqual(expect.arrayContaining(["id", "createdAt", "lastSeenAt", "userAgent", "ip", "current"]));
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.id).toBe(decodeJwt(phone).sid);
    expect(current[0]!.userAgent).toContain("Android");
    expect(sessions.find((s) => s.id === decodeJwt(laptop).sid)?.userAgent).toContain("Firefox");
    // someone else sees only their own
    const b = await signUp();
    const theirs = await api("/api/users/sessions", { token: b.token });
    expect(theirs.json.sessions).toHaveLength(1);
  });

  it("POST /api/auth/logout ends only the current session; it is then 401 on every route", async () => {
    const a = await signUp();
    const other = await signIn(a);
    expect((await api("/api/auth/logout", { method: "POST", token: a.token })).status).toBe(200);
    await expectRefusedEverywhere(a.token);
    expect(await meStatus(other)).toBe(200);
    const left = await api("/api/users/sessions", { token: other });
    expect(left.json.sessions.map((s: { id: string }) => s.id)).toEqual([decodeJwt(other).sid]);
  });

  it("DELETE /api/users/sessions/{id} signs one device out; another member's session is 404", async () => {
    const a = await signUp();
    const stolen = await signIn(a);
    const sid = decodeJwt(stolen).sid as string;
    const b = await signUp();
    expect((await api(`/api/users/sessions/${sid}`, { method: "DELETE", token: b.token })).status).toBe(404);
    expect(await meStatus(stolen)).toBe(200);
    expect((await api(`/api/users/sessions/not-a-uuid`, { method: "DELETE", token: a.token })).status).toBe(404);
    expect((await api(`/api/users/sessions/${sid}`, { method: "DELETE", token: a.token })).status).toBe(200);
    await expectRefusedEverywhere(stolen);
    expect(await meStatus(a.token)).toBe(200);
  });

  it("POST /api/auth/logout-all ends every session of the user", async () => {
    const a = await signUp();
    const tokens = [a.token, await signIn(a), await signIn(a)];
    const res = await api("/api/auth/logout-all", { method: "POST", token: tokens[1] });
    expect(res.status).toBe(200);
    expect(res.json.ended).toBe(3);
    for (const t of tokens) expect(await meStatus(t)).toBe(401);
    // a new sign-in works
    expect(await meStatus(await signIn(a))).toBe(200);
  });

  it("a password change ends the other sessions and keeps the one that made it", async () => {
    const a = await signUp();
    const elsewhere = await signIn(a);
    const res = await api("/api/users/password", {
      method: "PUT",
      token: a.token,
      body: { currentPassword: a.password, newPassword: "A-new-password-42!" },
    });
    expect(res.status).toBe(200);
    expect(await meStatus(a.token)).toBe(200);
    await expectRefusedEverywhere(elsewhere);
  });

  it("a password reset ends every session", async () => {
    const a = await signUp();
    const elsewhere = await signIn(a);
    const forgot = await api("/api/auth/forgot-password", { method: "POST", body: { email: a.email }, headers: { "x-forwarded-for": randomIp() } });
    expect(forgot.status).toBe(200);
    let mails = await mailsTo(a.email);
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await mailsTo(a.email);
    }
    const token = tokenFrom(mails.at(-1)!);
    const reset = await api("/api/auth/reset-password", { method: "POST", body: { token, password: "Reset-password-42!" }, headers: { "x-forwarded-for": randomIp() } });
    expect(reset.status).toBe(200);
    expect(await meStatus(a.token)).toBe(401);
    expect(await meStatus(elsewhere)).toBe(401);
    expect((await login(a.email, "Reset-password-42!")).status).toBe(200);
  });

  it("a session has an absolute end of 30 days that no token passes, and is refused after it", async () => {
    const a = await signUp();
    const sid = decodeJwt(a.token).sid as string;
    const row = await prisma.session.findUniqueOrThrow({ where: { id: sid } });
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000).toBeLessThanOrEqual(30 * DAY);
    expect(decodeJwt(a.token).exp! * 1000).toBeLessThanOrEqual(row.expiresAt.getTime());
    // a browser session renewed near its end gets a token that ends with the session
    const browser = await browserSignIn({ email: a.email, password: a.password });
    const bsid = decodeJwt(sessionCookie(browser.jar)!).sid as string;
    const end = new Date(Date.now() + 10 * 60 * 1000);
    await prisma.session.update({ where: { id: bsid }, data: { expiresAt: end } });
    await new Promise((r) => setTimeout(r, 5_100)); // past the per-process liveness cache
    const renewed = await fetch(new URL("/api/auth/session", process.env.TEST_BASE_URL), { headers: { cookie: cookieHeader(browser.jar) } });
    expect(renewed.status).toBe(200);
    const fresh = renewed.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
    expect(fresh).toBeTruthy();
    const freshToken = fresh!.split(";")[0]!.split("=")[1]!;
    expect(decodeJwt(freshToken).exp! * 1000).toBeLessThanOrEqual(end.getTime() + 1000);
    // past the end: refused
    await prisma.session.update({ where: { id: sid }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await new Promise((r) => setTimeout(r, 5_100));
    expect(await meStatus(a.token)).toBe(401);
  });
});

describe("the browser's session", () => {
  it("is an httpOnly SameSite=Lax cookie, and no token reaches page scripts or HTML", async () => {
    const a = await signUp();
    const browser = await browserSignIn({ email: a.email, password: a.password });
    expect(browser.error).toBeNull();
    const set = browser.setCookie.find((c) => c.startsWith("next-auth.session-token="));
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const token = sessionCookie(browser.jar)!;
    const cookie = cookieHeader(browser.jar);
    // the session endpoint page scripts read carries the user, never a token
    const session = await fetch(new URL("/api/auth/session", process.env.TEST_BASE_URL), { headers: { cookie } });
    const text = await session.text();
    expect(JSON.parse(text).user.username).toBe(a.username);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    // nor does a signed-in page
    const page = await fetch(new URL("/en/settings", process.env.TEST_BASE_URL), { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(token);
    expect(html).not.toMatch(/eyJhbGciOi[\w-]+\.[\w-]+\./);
    // the cookie is the session: it works for the API and is listed
    expect((await api("/api/users/me", { headers: { cookie } })).status).toBe(200);
  });

  it("next-auth's sign-out ends the server-side session, so a copied cookie stops working", async () => {
    const a = await signUp();
    const browser = await browserSignIn({ email: a.email, password: a.password });
    const cookie = cookieHeader(browser.jar);
    expect((await api("/api/users/me", { headers: { cookie } })).status).toBe(200);
    const csrf = (await (await fetch(new URL("/api/auth/csrf", process.env.TEST_BASE_URL), { headers: { cookie } })).json()) as { csrfToken: string };
    const out = await fetch(new URL("/api/auth/signout", process.env.TEST_BASE_URL), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true" }),
    });
    expect(out.status).toBeLessThan(400);
    expect((await api("/api/users/me", { headers: { cookie } })).status).toBe(401);
  });

  it("POST /api/auth/logout with the cookie ends that session and clears the cookie", async () => {
    const a = await signUp();
    const browser = await browserSignIn({ email: a.email, password: a.password });
    const cookie = cookieHeader(browser.jar);
    const res = await api("/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);
    expect((await api("/api/users/me", { headers: { cookie } })).status).toBe(401);
  });
});
