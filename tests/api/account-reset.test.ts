import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../helpers/http";
import { prisma } from "../helpers/db";
import { login, mailsTo, randomIp, signUp, tokenFrom } from "../helpers/account";

const NEUTRAL = "If an account exists for this email, a reset link has been sent.";
const INVALID = "This reset link is invalid or has expired";

const forgot = (email: string, ip = randomIp(), locale?: string) =>
  api("/api/auth/forgot-password", { method: "POST", body: { email, locale }, headers: { "x-forwarded-for": ip } });
const reset = (token: string, password: string) =>
  api("/api/auth/reset-password", { method: "POST", body: { token, password }, headers: { "x-forwarded-for": randomIp() } });

describe("POST /api/auth/forgot-password", () => {
  it("answers identically for a known and an unknown e-mail, and mails one link only to the known one", async () => {
    const user = await signUp();
    const unknown = `nobody_${Date.now()}@example.test`;
    const known = await forgot(user.email.toUpperCase());
    const missing = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.json).toEqual({ success: true, message: NEUTRAL });
    expect(missing.json).toEqual(known.json);

    const mails = await mailsTo(user.email, 1); // written after the answer
    expect(mails).toHaveLength(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(mails[0]!.subject).toBe("Reset your Velvet password");
    expect(mails[0]!.text).toContain(`${baseUrl()}/reset-password?token=`);
    // only a hash is stored, never the token itself
    const token = tokenFrom(mails[0]!);
    const rows = await prisma.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it("writes the mail in French when asked from a French page, with a /fr link", async () => {
    const user = await signUp();
    expect((await forgot(user.email, randomIp(), "fr")).status).toBe(200);
    const [mail] = await mailsTo(user.email, 1);
    expect(mail!.subject).toBe("Réinitialisez votre mot de passe Velvet");
    expect(mail!.text).toContain(`${baseUrl()}/fr/reset-password?token=`);
  });

  it("a new request invalidates the previous link", async () => {
    const user = await signUp();
    await forgot(user.email);
    await mailsTo(user.email, 1);
    await forgot(user.email);
    const mails = await mailsTo(user.email, 2);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(tokenFrom);
    expect((await reset(first!, "Brand-new-pass1")).json.message).toBe(INVALID);
    expect((await reset(second!, "Brand-new-pass1")).status).toBe(200);
  });

  it("400 for a missing or malformed e-mail; 429 past the per-address and per-client budgets", async () => {
    expect((await forgot("")).status).toBe(400);
    const bad = await forgot("not-an-email");
    expect(bad.status).toBe(400);
    expect(bad.json.errors.email).toBeDefined();

    // per e-mail: 3 an hour, from any address, known account or not
    const target = `limit_${Date.now()}@example.test`;
    for (let i = 0; i < 3; i++) expect((await forgot(target)).status).toBe(200);
    const limited = await forgot(target);
    expect(limited.status).toBe(429);
    expect(limited.json.success).toBe(false);

    // per client: 10 an hour, whatever the e-mail
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`c${i}_${Date.now()}@example.test`, ip)).status).toBe(200);
    expect((await forgot(`c_last_${Date.now()}@example.test`, ip)).status).toBe(429);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("the mailed token sets a new password once: old password stops working, new one works, second use fails", async () => {
    const user = await signUp();
    await forgot(user.email);
    const token = tokenFrom((await mailsTo(user.email, 1))[0]!);
    const newPassword = "Fresh-Password-42";

    const ok = await reset(token, newPassword);
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
    expect(typeof ok.json.message).toBe("string");

    expect((await login(user.email, user.password)).status).toBe(401);
    const signedIn = await login(user.email, newPassword);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.token).toBeTruthy();

    const again = await reset(token, "Another-Password-43");
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ success: false, message: INVALID });
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it("an expired token is refused and the password stays", async () => {
    const user = await signUp();
    await forgot(user.email);
    const token = tokenFrom((await mailsTo(user.email, 1))[0]!);
    await prisma.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await reset(token, "Fresh-Password-42");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(INVALID);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("400 for an unknown token, a short password, or no body", async () => {
    expect((await reset("x".repeat(43), "Fresh-Password-42")).json.message).toBe(INVALID);
    const user = await signUp();
    await forgot(user.email);
    const token = tokenFrom((await mailsTo(user.email, 1))[0]!);
    const short = await reset(token, "short");
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toEqual(["Password must be at least 8 characters"]);
    expect((await api("/api/auth/reset-password", { method: "POST", body: {} })).status).toBe(400);
    // the short attempt did not spend the link
    expect((await reset(token, "Fresh-Password-42")).status).toBe(200);
  });

  it("two concurrent uses of one token: exactly one succeeds", async () => {
    const user = await signUp();
    await forgot(user.email);
    const token = tokenFrom((await mailsTo(user.email, 1))[0]!);
    const results = await Promise.all([reset(token, "Parallel-One-111"), reset(token, "Parallel-Two-222")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
