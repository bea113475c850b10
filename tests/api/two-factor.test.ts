// Two-factor sign-in (TOTP): set-up, enabling with recovery codes, the login challenge, single
// use of challenges, codes and recovery codes, turning it off, and the admin sign-in.
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { login, randomIp, signUp, type Account } from "../helpers/account";
import { browserSignIn } from "../helpers/browser-session";
import { makeAdminById } from "../helpers/social";
import { prisma } from "../helpers/db";

/** A code of the next 30-second period (accepted: one period of tolerance, and later than any code used before). */
const nextCode = (secret: string, periods = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * periods });

async function withTwoFactor(): Promise<Account & { secret: string; recoveryCodes: string[] }> {
  const a = await signUp();
  const setup = await api("/api/users/2fa/setup", { method: "POST", token: a.token });
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await api("/api/users/2fa/enable", { method: "POST", token: a.token, body: { code: await generate({ secret }) } });
  expect(enabled.status).toBe(200);
  return { ...a, secret, recoveryCodes: enabled.json.recoveryCodes };
}

async function challengeFor(a: Account): Promise<string> {
  const res = await login(a.email, a.password);
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ twoFactorRequired: true });
  expect(res.json.token).toBeUndefined();
  return res.json.challenge as string;
}

const second = (challenge: string, code: string) =>
  api("/api/users/login/2fa", { method: "POST", body: { challenge, code }, headers: { "x-forwarded-for": randomIp() } });

describe("two-factor set-up", () => {
  it("answers a secret, an otpauth URL and a QR code, and is not in force until enabled with a right code", async () => {
    const a = await signUp();
    const setup = await api("/api/users/2fa/setup", { method: "POST", token: a.token });
    expect(setup.status).toBe(200);
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.json.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Velvet:.+\?.*secret=/);
    expect(setup.json.otpauthUrl).toContain(`secret=${setup.json.secret}`);
    expect(setup.json.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // set up but not enabled: sign-in still gives a token
    expect((await login(a.email, a.password)).json.token).toBeTruthy();
    // a wrong code does not enable it
    expect((await api("/api/users/2fa/enable", { method: "POST", token: a.token, body: { code: "000000" } })).status).toBe(401);
    expect((await api("/api/users/2fa", { token: a.token })).json).toMatchObject({ enabled: false });
    const ok = await api("/api/users/2fa/enable", { method: "POST", token: a.token, body: { code: await generate({ secret: setup.json.secret }) } });
    expect(ok.status).toBe(200);
    expect(ok.json.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.json.recoveryCodes).size).toBe(10);
    expect((await api("/api/users/2fa", { token: a.token })).json).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // the secret is not stored in clear
    const row = await prisma.user.findUniqueOrThrow({ where: { id: a.id }, select: { totpSecret: true } });
    expect(row.totpSecret).not.toContain(setup.json.secret);
    // a second set-up while on is refused
    expect((await api("/api/users/2fa/setup", { method: "POST", token: a.token })).status).toBe(409);
  });
});

describe("two-factor sign-in", () => {
  it("the right password gives a challenge, not a token; the challenge and a code give the token", async () => {
    const a = await withTwoFactor();
    const challenge = await challengeFor(a);
    expect((await second(challenge, "123456")).status).toBe(401);
    const ok = await second(challenge, await nextCode(a.secret));
    expect(ok.status).toBe(200);
    expect(ok.json.token).toBeTruthy();
    expect((await api("/api/users/me", { token: ok.json.token })).status).toBe(200);
    // single-use challenge
    expect((await second(challenge, await nextCode(a.secret))).status).toBe(401);
  });

  it("a code is never accepted twice, a recovery code works once, and a wrong password still says nothing of 2FA", async () => {
    const a = await withTwoFactor();
    const code = await nextCode(a.secret);
    expect((await second(await challengeFor(a), code)).status).toBe(200);
    expect((await second(await challengeFor(a), code)).status).toBe(401); // replay
    const recovery = a.recoveryCodes[0]!;
    expect((await second(await challengeFor(a), recovery.toUpperCase())).status).toBe(200);
    expect((await second(await challengeFor(a), recovery)).status).toBe(401);
    const wrong = await login(a.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.json.challenge).toBeUndefined();
  });

  it("a challenge is short-lived and allows five tries", async () => {
    const a = await withTwoFactor();
    const old = await challengeFor(a);
    await prisma.loginChallenge.updateMany({ where: { userId: a.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await second(old, await nextCode(a.secret))).status).toBe(401);
    const challenge = await challengeFor(a);
    for (let i = 0; i < 5; i++) expect((await second(challenge, "000000")).status).toBe(401);
    expect((await second(challenge, await nextCode(a.secret))).status).toBe(401);
    const row = await prisma.loginChallenge.findFirstOrThrow({ where: { userId: a.id, expiresAt: { gt: new Date() } } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it("the browser sign-in asks for the code too", async () => {
    const a = await withTwoFactor();
    const first = await browserSignIn({ email: a.email, password: a.password });
    expect(first.error).toMatch(/^2FA:/);
    expect(first.jar["next-auth.session-token"]).toBeUndefined();
    const done = await browserSignIn({ challenge: first.error!.slice(4), code: await nextCode(a.secret) });
    expect(done.error).toBeNull();
    expect(done.jar["next-auth.session-token"]).toBeTruthy();
  });

  it("turning it off needs the password and a code", async () => {
    const a = await withTwoFactor();
    expect((await api("/api/users/2fa/disable", { method: "POST", token: a.token, body: { password: "wrong-password", code: a.recoveryCodes[1] } })).status).toBe(403);
    expect((await api("/api/users/2fa/disable", { method: "POST", token: a.token, body: { password: a.password, code: "000000" } })).status).toBe(401);
    expect((await api("/api/users/2fa", { token: a.token })).json.enabled).toBe(true);
    expect((await api("/api/users/2fa/disable", { method: "POST", token: a.token, body: { password: a.password, code: a.recoveryCodes[1] } })).status).toBe(200);
    const res = await login(a.email, a.password);
    expect(res.json.token).toBeTruthy();
    expect(res.json.twoFactorRequired).toBeUndefined();
  });
});

describe("admin two-factor sign-in", () => {
  it("POST /api/auth/login answers a challenge, /api/auth/login/2fa the token; the admin area's cookie sign-in too", async () => {
    const a = await withTwoFactor();
    await makeAdminById(a.id);
    const first = await api("/api/auth/login", { method: "POST", body: { username: a.username, password: a.password }, headers: { "x-forwarded-for": randomIp() } });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ twoFactorRequired: true });
    expect(first.json.token).toBeUndefined();
    // a member challenge is not an admin challenge
    expect((await api("/api/auth/login/2fa", { method: "POST", body: { challenge: await challengeFor(a), code: await nextCode(a.secret) } })).status).toBe(401);
    const done = await api("/api/auth/login/2fa", { method: "POST", body: { challenge: first.json.challenge, code: await nextCode(a.secret) } });
    expect(done.status).toBe(200);
    expect(done.json.token).toBeTruthy();
    // the admin area's own sign-in sets the cookie itself after the code
    const step1 = await api("/api/auth/admin-session", { method: "POST", body: { username: a.username, password: a.password }, headers: { "x-forwarded-for": randomIp() } });
    expect(step1.json).toMatchObject({ twoFactorRequired: true });
    expect(step1.headers.get("set-cookie")).toBeNull();
    const step2 = await api("/api/auth/admin-session", { method: "POST", body: { challenge: step1.json.challenge, code: a.recoveryCodes[2] } });
    expect(step2.status).toBe(200);
    expect(step2.headers.get("set-cookie")).toMatch(/^admin_token=ey/);
  });
});
