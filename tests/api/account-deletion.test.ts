// Issue 26 points 1 and 2: "Delete my account" takes effect at once (sessions end, nothing of the
// member is shown, subscriptions stop renewing, fans are told), a restore within the grace brings
// everything back, and the erasure after the grace leaves no personal data in any table while the
// ledger still balances and statements show "Deleted account".
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { api, uniqueUser } from "../helpers/http";
import { login, randomIp } from "../helpers/account";
import { addCard, creator, member, notificationsOf, subscribeTo, type TestUser } from "../helpers/social";
import { createPost, jpeg } from "../helpers/content";
import { markTrustedCreator, prisma } from "../helpers/db";
import { markCreatorVerified } from "../helpers/verification";
import { expectLedgerBalanced } from "../helpers/money";
import { eraseDueAccounts } from "@/lib/privacy/erase";
import { canMessage } from "@/lib/chat/permissions";
import { kysely } from "@/lib/db/kysely";
import { sql } from "kysely";

vi.setConfig({ testTimeout: 60_000 });

const DAY = 24 * 60 * 60 * 1000;
const tag = () => randomBytes(4).toString("hex");

/** A member with distinctive names, e-mail and date of birth (what the erasure must remove), with their password. */
async function person(opts: { priceCents?: number } = {}) {
  const t = tag();
  const form = { ...uniqueUser(), firstName: `Zephyrine${t}`, lastName: `Quillfeather${t}`, dateOfBirth: "1987-03-09" };
  const res = await api("/api/users/register", { method: "POST", body: form, headers: { "x-forwarded-for": randomIp() } });
  expect(res.status).toBe(201);
  const id = res.json._id as string;
  await markTrustedCreator(id);
  await markCreatorVerified(id);
  if (opts.priceCents) await prisma.user.update({ where: { id }, data: { subscriptionPrice: opts.priceCents } });
  return { id, token: res.json.token as string, username: form.username, email: form.email, password: form.password, firstName: form.firstName, lastName: form.lastName };
}

const deleteMe = (token: string, body: unknown) => api("/api/users/me", { method: "DELETE", token, body });
const search = async (q: string) => ((await api(`/api/users/search?q=${encodeURIComponent(q)}`)).json.users as { _id: string }[]).map((u) => u._id);

describe("DELETE /api/users/me", () => {
  it("a wrong password is 403 and nothing happens", async () => {
    const me = await person();
    const res = await deleteMe(me.token, { password: "not-my-password" });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("WRONG_PASSWORD");
    expect((await api("/api/users/me", { token: me.token })).status).toBe(200);
    expect((await api(`/api/users/${me.username}`)).status).toBe(200);
  });

  it("at once: the token is 401 everywhere, the profile 404, search empty; fans are told; subscriptions stop renewing; nobody can subscribe or tip", async () => {
    const star = await person({ priceCents: 1500 });
    const other = await creator(900);
    const fan = await member();
    await createPost(star, [{ bytes: await jpeg(), name: "a.jpg" }], { title: "Mine", description: "words" });
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    // the star also pays for a subscription of their own
    const starFan: TestUser = { id: star.id, token: star.token, username: star.username, firstName: star.firstName };
    expect((await subscribeTo(starFan, other.id)).status).toBe(201);
    expect(await search(star.username)).toEqual([star.id]);
    const outsider = await member();
    expect(await canMessage(outsider.id, star.id)).toBe(true);

    const before = Date.now();
    const res = await deleteMe(star.token, { password: star.password });
    expect(res.status).toBe(202);
    expect(res.json.success).toBe(true);
    const scheduled = Date.parse(res.json.deletionScheduledFor);
    expect(scheduled).toBeGreaterThanOrEqual(before + 30 * DAY - 5000);
    expect(scheduled).toBeLessThanOrEqual(Date.now() + 30 * DAY + 5000);

    for (const path of ["/api/users/me", "/api/notifications", "/api/users/sessions"]) expect((await api(path, { token: star.token })).status, path).toBe(401);
    expect((await api(`/api/users/${star.username}`)).status).toBe(404);
    expect((await api(`/api/users/${star.username}`, { token: fan.token })).status).toBe(404);
    expect(await search(star.username)).toEqual([]);
    expect(await search(star.firstName)).toEqual([]);
    // the fan's feed no longer holds the star's post
    const feed = await api("/api/posts/home", { token: fan.token });
    expect(JSON.stringify(feed.json)).not.toContain(star.id);
    // signing in again is refused with a code the form explains
    const again = await login(star.email, star.password);
    expect(again.status).toBe(403);
    expect(again.json.code).toBe("ACCOUNT_DELETED");

    // nobody can subscribe to, tip or message them
    const late = await member();
    const card = await addCard(late.id);
    expect((await api("/api/users/subscribe", { method: "POST", token: late.token, body: { creatorId: star.id, paymentMethod: card.id } })).status).toBe(404);
    expect((await api("/api/tips", { method: "POST", token: late.token, body: { recipientUsername: star.username, amount: 5, cardId: card.id } })).status).toBe(404);
    // the chat's one rule (REST and realtime) refuses them as receiver
    expect(await canMessage(outsider.id, star.id)).toBe(false);

    // subscriptions on both sides: cancelled, no renewal; the fan was told
    const subs = await prisma.subscription.findMany({ where: { OR: [{ creatorId: star.id }, { subscriberId: star.id }] } });
    expect(subs).toHaveLength(2);
    for (const s of subs) expect(s).toMatchObject({ status: "cancelled", autoRenew: false });
    expect((await notificationsOf(fan)).some((n) => /closed their account/.test(n.title))).toBe(true);
  });

  it("an account with two-factor sign-in needs its code", async () => {
    const me = await person();
    await prisma.user.update({ where: { id: me.id }, data: { totpEnabledAt: new Date(), totpSecret: "x" } });
    const res = await deleteMe(me.token, { password: me.password });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("TWO_FACTOR_CODE_REQUIRED");
    expect((await api("/api/users/me", { token: me.token })).status).toBe(200);
  });
});

describe("POST /api/users/me/restore", () => {
  it("within the grace period brings everything back as it was", async () => {
    const star = await person({ priceCents: 1200 });
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    expect((await deleteMe(star.token, { password: star.password })).status).toBe(202);
    expect((await api(`/api/users/${star.username}`)).status).toBe(404);

    // no token needed; a wrong password restores nothing
    expect((await api("/api/users/me/restore", { method: "POST", body: { email: star.email, password: "wrong-one" } })).status).toBe(401);
    expect((await api(`/api/users/${star.username}`)).status).toBe(404);
    const res = await api("/api/users/me/restore", { method: "POST", body: { email: star.email, password: star.password } });
    expect(res.status).toBe(200);

    expect((await api(`/api/users/${star.username}`)).status).toBe(200);
    expect(await search(star.username)).toEqual([star.id]);
    const signedIn = await login(star.email, star.password);
    expect(signedIn.status).toBe(200);
    const sub = await prisma.subscription.findFirstOrThrow({ where: { creatorId: star.id, subscriberId: fan.id } });
    expect(sub).toMatchObject({ status: "active", autoRenew: true, cancelledAt: null });
    // a second restore has nothing to undo
    expect((await api("/api/users/me/restore", { method: "POST", body: { email: star.email, password: star.password } })).status).toBe(401);
  });
});

/** Every text, varchar and JSON column of every table in the public schema that contains `needle`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const cols = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`.execute(kysely());
  const found: string[] = [];
  for (const c of cols.rows) {
    const hit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(c.table_name)} WHERE ${sql.ref(c.column_name)}::text ILIKE ${`%${needle}%`}`.execute(kysely());
    if (hit.rows[0]!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

/** A conversation with one message (set-up: the chat's own path is the realtime service). */
async function sayHello(fromId: string, toId: string, content: string): Promise<string> {
  const [a, b] = [fromId, toId].sort();
  const conversation = await prisma.conversation.create({ data: { participantAId: a!, participantBId: b! } });
  const message = await prisma.message.create({ data: { conversationId: conversation.id, senderId: fromId, receiverId: toId, content } });
  await prisma.conversation.update({ where: { id: conversation.id }, data: { lastMessageId: message.id } });
  return conversation.id;
}

describe("erasure after the grace period", () => {
  it("leaves no e-mail, names or date of birth in any table; the ledger balances; what others received says 'Deleted account'", async () => {
    const fan = await person();
    const star = await creator(1000);
    // money, a comment, a message, a saved card, a payout method of their own
    const fanUser: TestUser = { id: fan.id, token: fan.token, username: fan.username, firstName: fan.firstName };
    expect((await subscribeTo(fanUser, star.id)).status).toBe(201);
    const post = await createPost({ ...star, email: "" }, [{ bytes: await jpeg(), name: "p.jpg" }], { title: "Star post", description: "words" });
    const postId = post._id as string;
    expect((await api(`/api/posts/${postId}/comments`, { method: "POST", token: fan.token, body: { content: "Lovely work" } })).status).toBe(201);
    const conversation = await sayHello(fan.id, star.id, "Hello from me");
    await prisma.contactSubmission.create({ data: { name: fan.firstName, email: fan.email, message: "a question" } });

    expect((await deleteMe(fan.token, { password: fan.password })).status).toBe(202);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: fan.id }, select: { deletionScheduledFor: true } });
    // the job, at the end of the grace (a grace of 0 is the same run with the clock at the request)
    const erasedAt = async () => (await prisma.user.findUniqueOrThrow({ where: { id: fan.id }, select: { erasedAt: true } })).erasedAt;
    await eraseDueAccounts(new Date(row.deletionScheduledFor!.getTime() - 1000));
    expect(await erasedAt()).toBeNull();
    const run = await eraseDueAccounts(new Date(row.deletionScheduledFor!.getTime() + 1000));
    expect(run.erased).toBeGreaterThanOrEqual(1);
    expect(await erasedAt()).not.toBeNull();

    for (const needle of [fan.email, fan.firstName, fan.lastName, "1987-03-09"]) expect(await columnsHolding(needle), needle).toEqual([]);
    const dob = await prisma.user.findUniqueOrThrow({ where: { id: fan.id }, select: { dateOfBirth: true } });
    expect(dob.dateOfBirth.toISOString().slice(0, 10)).not.toBe("1987-03-09");
    await expectLedgerBalanced();

    // what others received: the comment and the message stay, signed "Deleted account"
    const comments = await api(`/api/posts/${postId}/comments`, { token: star.token });
    const comment = comments.json.comments.find((c: { content: string }) => c.content === "Lovely work");
    expect(comment).toBeTruthy();
    expect(JSON.stringify(comment)).toContain("Deleted account");
    const thread = await api(`/api/chat/conversations/${conversation}/messages`, { token: star.token });
    expect(thread.status).toBe(200);
    const hello = thread.json.messages.find((m: { content: string }) => m.content === "Hello from me");
    expect(hello).toBeTruthy();
    expect(JSON.stringify(hello)).toContain("Deleted account");
    // the creator's statement names the payer "Deleted account"
    const month = new Date().toISOString().slice(0, 7);
    const statement = await api(`/api/users/earnings/statement?month=${month}`, { token: star.token });
    expect(statement.status).toBe(200);
    expect(statement.json.entries.map((e: { fan: { publicName: string } | null }) => e.fan?.publicName)).toContain("Deleted account");
    // the old e-mail signs nobody in and the username is held for 90 days
    expect((await login(fan.email, fan.password)).status).toBe(401);
    const hold = await prisma.usernameHold.findUniqueOrThrow({ where: { username: fan.username } });
    expect(hold.holdDays).toBe(90);
    const taker = { ...uniqueUser(), username: fan.username };
    expect((await api("/api/users/register", { method: "POST", body: taker, headers: { "x-forwarded-for": randomIp() } })).status).toBe(409);
  });
});
