// Changing the account's e-mail needs the password, a confirmation from the new address, and
// leaves the old address a week to undo it (lib/account/email-change.ts, decision 013).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, baseUrl, uniqueUser } from "../helpers/http";
import { prisma } from "../helpers/db";
import { linkToken, login, mailsTo, randomIp, signUp, tokenFrom, type Account } from "../helpers/account";

const change = (who: Account, email: string, password = who.password) =>
  api("/api/users/email", { method: "PUT", token: who.token, body: { email, password } });
const confirm = (token: string) => api("/api/users/email/confirm", { method: "POST", body: { token }, headers: { "x-forwarded-for": randomIp() } });
const undo = (token: string) => api("/api/users/email/undo", { method: "POST", body: { token }, headers: { "x-forwarded-for": randomIp() } });
const me = async (who: Account) => (await api("/api/users/me", { token: who.token })).json.user;
const emailOf = async (who: Account) => (await prisma.user.findUniqueOrThrow({ where: { id: who.id }, select: { email: true } })).email;
const freshEmail = () => uniqueUser().email.replace("user_", "new_");

async function confirmedChange(user: Account) {
  const next = freshEmail();
  expect((await change(user, next)).status).toBe(202);
  expect((await confirm(linkToken((await mailsTo(next, 1))[0]!, "confirm-email"))).status).toBe(200);
  return next;
}

describe("PUT /api/users/email", () => {
  it("a wrong password is 403 and changes nothing: no pending change, no mail", async () => {
    const user = await signUp();
    const next = freshEmail();
    const res = await change(user, next, "not-my-password");
    expect(res.status).toBe(403);
    expect(res.json.success).toBe(false);
    expect(res.json.errors.password).toBeDefined();
    expect(await prisma.emailChange.count({ where: { userId: user.id } })).toBe(0);
    expect(await mailsTo(next)).toHaveLength(0);
    expect((await me(user)).email).toBe(user.email);
  });

  it("202: mails a confirmation link to the NEW address; sign-in stays on the old one until it is opened", async () => {
    const user = await signUp();
    const next = freshEmail();
    const res = await change(user, next.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ success: true, pending: { email: next } });

    const [mail] = await mailsTo(next, 1);
    expect(mail!.subject).toBe("Confirm your new Velvet e-mail address");
    expect(mail!.text).toContain(`${baseUrl()}/confirm-email?token=`);
    expect(await mailsTo(user.email)).toHaveLength(0);
    // only the sha256 of the token is stored; it lives 24 hours
    const token = linkToken(mail!, "confirm-email");
    const row = await prisma.emailChange.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.confirmTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row.confirmExpiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(row.confirmExpiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000 + 1000);

    // not yet confirmed: the account keeps its address
    expect((await me(user)).email).toBe(user.email);
    expect((await login(next, user.password)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);

    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: true, email: next });
    expect((await me(user)).email).toBe(next);
    expect((await login(next, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    // single use
    expect((await confirm(token)).status).toBe(400);
  });

  it("409 for an address another account has, at request and again at confirmation (race)", async () => {
    const user = await signUp();
    const other = await signUp();
    const taken = await change(user, other.email);
    expect(taken.status).toBe(409);
    expect(taken.json.errors.email).toBeDefined();

    const next = freshEmail();
    expect((await change(user, next)).status).toBe(202);
    const token = linkToken((await mailsTo(next, 1))[0]!, "confirm-email");
    // someone signs up with that address before the link is opened
    const racer = { ...uniqueUser(), email: next };
    expect((await api("/api/users/register", { method: "POST", body: racer, headers: { "x-forwarded-for": randomIp() } })).status).toBe(201);
    const late = await confirm(token);
    expect(late.status).toBe(409);
    expect((await me(user)).email).toBe(user.email);
  });

  it("400 for the current address, a malformed one, or a bad link; 401 anonymous; 429 past the budget", async () => {
    const user = await signUp();
    expect((await change(user, user.email)).status).toBe(400);
    expect((await change(user, "not-an-email")).status).toBe(400);
    expect((await api("/api/users/email", { method: "PUT", body: { email: freshEmail(), password: "x" } })).status).toBe(401);
    const bad = await confirm("x".repeat(43));
    expect(bad.status).toBe(400);
    expect(bad.json.errors.token).toBeDefined();
    expect((await undo("x".repeat(43))).status).toBe(400);
    expect((await confirm("")).status).toBe(400);

    // 5 attempts an hour per account, wrong passwords included
    const spender = await signUp();
    for (let i = 0; i < 5; i++) expect((await change(spender, freshEmail(), "wrong-password")).status).toBe(403);
    expect((await change(spender, freshEmail())).status).toBe(429);
  });

  it("a new request voids the previous link; an expired link is refused", async () => {
    const user = await signUp();
    const first = freshEmail();
    const second = freshEmail();
    await change(user, first);
    await change(user, second);
    const firstToken = linkToken((await mailsTo(first, 1))[0]!, "confirm-email");
    expect((await confirm(firstToken)).status).toBe(400);
    await prisma.emailChange.updateMany({ where: { userId: user.id, newEmail: second }, data: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    expect((await confirm(linkToken((await mailsTo(second, 1))[0]!, "confirm-email"))).status).toBe(400);
    expect((await me(user)).email).toBe(user.email);
  });
});

describe("undo from the old address", () => {
  it("the old address gets a notice with an undo link; undo restores it, voids the change and mails a reset link", async () => {
    const user = await signUp();
    const next = await confirmedChange(user);

    const notices = await mailsTo(user.email, 1);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Your Velvet e-mail address was changed");
    expect(notices[0]!.text).toContain(next);
    expect(notices[0]!.text).toContain(`${baseUrl()}/undo-email?token=`);
    const undoToken = linkToken(notices[0]!, "undo-email");
    const row = await prisma.emailChange.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.undoTokenHash).toBe(createHash("sha256").update(undoToken).digest("hex"));
    expect(row.undoExpiresAt!.getTime() - row.confirmedAt!.getTime()).toBe(7 * 24 * 3600 * 1000);

    // while the undo is open, nobody else can take the old address
    const squatter = { ...uniqueUser(), email: user.email };
    expect((await api("/api/users/register", { method: "POST", body: squatter, headers: { "x-forwarded-for": randomIp() } })).status).toBe(409);

    const res = await undo(undoToken);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(await emailOf(user)).toBe(user.email);
    // every session of the account has ended: the token in hand (the intruder's too) is refused
    expect((await api("/api/users/me", { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(next, user.password)).status).toBe(401);
    expect((await undo(undoToken)).status).toBe(400);

    // securing the account: a fresh reset link to the restored address, which works
    const [notice, reset] = await mailsTo(user.email, 2);
    expect(notice!.subject).toBe("Your Velvet e-mail address was changed");
    const resetToken = tokenFrom(reset!);
    const done = await api("/api/auth/reset-password", { method: "POST", body: { token: resetToken, password: "Owner-Again-2026" }, headers: { "x-forwarded-for": randomIp() } });
    expect(done.status).toBe(200);
    expect((await login(user.email, "Owner-Again-2026")).status).toBe(200);
  });

  it("undo also voids a later change made by whoever holds the account; an expired undo link is refused", async () => {
    const user = await signUp();
    await confirmedChange(user);
    const undoToken = linkToken((await mailsTo(user.email, 1))[0]!, "undo-email");
    const now = await me(user);
    // the intruder changes it again (their own undo link goes to an address they own)
    const second = await confirmedChange({ ...user, email: now.email });
    const intruderUndo = linkToken((await mailsTo(now.email, 2))[1]!, "undo-email"); // after its own confirmation mail
    expect((await me(user)).email).toBe(second);

    expect((await undo(undoToken)).status).toBe(200);
    expect(await emailOf(user)).toBe(user.email);
    expect((await undo(intruderUndo)).status).toBe(400);
    expect(await emailOf(user)).toBe(user.email);

    const other = await signUp();
    await confirmedChange(other);
    const late = linkToken((await mailsTo(other.email, 1))[0]!, "undo-email");
    await prisma.emailChange.updateMany({ where: { userId: other.id }, data: { undoExpiresAt: new Date(Date.now() - 1000) } });
    expect((await undo(late)).status).toBe(400);
  });
});

describe("PUT /api/users/profile no longer changes the e-mail", () => {
  it("a different address is 400 and nothing changes; the current one is accepted", async () => {
    const user = await signUp();
    const res = await api("/api/users/profile", { method: "PUT", token: user.token, body: { email: freshEmail(), bio: "x" } });
    expect(res.status).toBe(400);
    expect(res.json.errors.email).toBeDefined();
    expect((await me(user)).email).toBe(user.email);
    expect((await api("/api/users/profile", { method: "PUT", token: user.token, body: { email: user.email, bio: "y" } })).status).toBe(200);
  });
});
