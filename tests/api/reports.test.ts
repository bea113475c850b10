// Reports, the moderation queue, decisions, the statement of reasons, appeals and the members
// section (docs/decisions/031-moderation.md): each endpoint with bad input and authorisation, and
// what a user would notice: held and removed content, suspended and banned accounts never reach
// the wrong viewer (feed, profile, posts, search, trending, media links, chat, comments), the
// statement arrives in the author's language quoting the admin's reason, a second appeal is 409.
import { describe, expect, it } from "vitest";
import { api, baseUrl, uniqueUser } from "../helpers/http";
import { prisma } from "../helpers/db";
import { jpeg, apiForm, postForm } from "../helpers/content";
import { mailsTo, randomIp } from "../helpers/account";
import { refreshCreatorStats } from "@/lib/discovery/stats";
import { moderationCounts } from "@/lib/moderation/counts";

type U = { id: string; token: string; username: string; email: string; password: string };

async function account(opts: { priceCents?: number; locale?: string; admin?: boolean } = {}): Promise<U> {
  const form = uniqueUser();
  const res = await api("/api/users/register", { method: "POST", body: form, headers: { "x-forwarded-for": randomIp() } });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  const id = res.json._id as string;
  await prisma.user.update({
    where: { id },
    data: {
      // a creator here is a verified one (lib/users/creator.ts), as an admin's approval would make it
      ...(opts.priceCents ? { subscriptionPrice: opts.priceCents, verifiedAt: new Date() } : {}),
      ...(opts.locale ? { locale: opts.locale } : {}),
      ...(opts.admin ? { role: "ADMIN" } : {}),
    },
  });
  return { id, token: res.json.token, username: res.json.username, email: res.json.email, password: form.password };
}

async function subscribe(fan: U, creator: U) {
  await prisma.subscription.create({
    data: { subscriberId: fan.id, creatorId: creator.id, priceCents: 999, paymentMethod: "test", status: "active", autoRenew: true, startDate: new Date(Date.now() - 86_400_000), endDate: new Date(Date.now() + 20 * 86_400_000) },
  });
}

/** A published post with one photo (published whatever the review mode says: this file tests moderation after publication). */
async function post(author: U, title = "Sunset set") {
  const res = await apiForm("/api/posts/exclusive-content", { token: author.token, form: postForm({ title, description: "words" }, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }]) });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.json)}`);
  await prisma.post.update({ where: { id: res.json.post._id }, data: { status: "published" } });
  const media = await prisma.media.findFirstOrThrow({ where: { postId: res.json.post._id } });
  return { id: res.json.post._id as string, key: media.key };
}

const report = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  api("/api/reports", { method: "POST", token, body, headers: { "x-forwarded-for": randomIp(), ...headers } });
const decide = (admin: U, id: string, body: unknown) => api(`/api/admin/reports/${id}/decide`, { method: "POST", token: admin.token, body });
const feedIds = async (u: U) => ((await api("/api/posts/home?limit=50", { token: u.token })).json.posts as { _id: string }[]).map((p) => p._id);
const profilePosts = (viewer: U, author: U) => api(`/api/posts/user-posts/${author.username}?limit=50`, { token: viewer.token });
const mediaAccess = (viewer: U, key: string) => api(`/api/users/content/access/${encodeURIComponent(key)}`, { token: viewer.token });
const notes = async (u: U) => (await api("/api/notifications?limit=50", { token: u.token, headers: { "accept-language": "en" } })).json.notifications as { title: string; message: string; actionUrl: string | null }[];

async function searchHas(viewer: U, who: U) {
  const res = await api(`/api/users/search?q=${who.username}`, { token: viewer.token });
  expect(res.status).toBe(200);
  return (res.json.users as { username: string }[]).some((u) => u.username === who.username);
}

async function trendingHas(who: U) {
  await refreshCreatorStats(new Date(), { wait: true });
  for (let page = 1; page < 40; page++) {
    const res = await api(`/api/users/discover/trending?page=${page}&limit=50`);
    const list = res.json.creators as { username: string }[];
    if (list.some((c) => c.username === who.username)) return true;
    if (list.length < 50) return false;
  }
  return false;
}

describe("POST /api/reports", () => {
  it("a member reports what they can see and gets a reference; bad input is 400, hidden or unknown things 404, their own content 400", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const p = await post(star);

    const ok = await report(fan.token, { targetType: "post", targetId: p.id, reason: "spam", details: "the same ad ten times" });
    expect(ok.status).toBe(201);
    expect(ok.json.report.reference).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
    expect(ok.json.report).toMatchObject({ status: "open", held: false });
    const row = await prisma.report.findUniqueOrThrow({ where: { id: ok.json.report._id } });
    expect(row).toMatchObject({ reporterId: fan.id, targetAuthorId: star.id, reason: "spam", details: "the same ad ten times", status: "open" });

    for (const body of [
      {},
      { targetType: "story", targetId: p.id, reason: "spam" },
      { targetType: "post", targetId: "not-an-id", reason: "spam" },
      { targetType: "post", targetId: p.id, reason: "boring" },
      { targetType: "post", targetId: p.id, reason: "other", details: "x".repeat(2001) },
    ]) {
      const res = await report(fan.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
    }
    expect((await api("/api/reports", { method: "POST", token: fan.token, rawBody: "{nope", headers: { "content-type": "application/json" } })).status).toBe(400);

    // a draft of someone else, a message between others, an unknown id: 404 alike (no oracle)
    const draft = await post(star, "draft");
    await prisma.post.update({ where: { id: draft.id }, data: { status: "draft" } });
    expect((await report(fan.token, { targetType: "post", targetId: draft.id, reason: "spam" })).status).toBe(404);
    const other = await account();
    const { sendMessage } = await import("@/lib/chat/send");
    const msg = await sendMessage({ senderId: other.id, receiverId: star.id, content: "private words" });
    expect((await report(fan.token, { targetType: "message", targetId: msg._id, reason: "harassment" })).status).toBe(404);
    expect((await report(fan.token, { targetType: "user", targetId: crypto.randomUUID(), reason: "spam" })).status).toBe(404);
    // the receiver can report it
    expect((await report(star.token, { targetType: "message", targetId: msg._id, reason: "harassment" })).status).toBe(201);
    const own = await report(star.token, { targetType: "post", targetId: p.id, reason: "spam" });
    expect(own.status).toBe(400);
    expect(own.json.code).toBe("OWN_CONTENT");
  });

  it("an anonymous visitor reports a profile or a post by its address with an e-mail, and is told the outcome by e-mail", async () => {
    const star = await account({ priceCents: 999 });
    const admin = await account({ admin: true });
    const p = await post(star);
    const email = `witness_${Date.now()}@example.test`;

    const bad = await report(undefined, { url: `https://velvet.test/fr/profile/${star.username}`, reason: "impersonation" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.email).toBeTruthy();
    expect((await report(undefined, { url: "https://velvet.test/fr/profile/nobody-here-at-all", reason: "spam", email })).status).toBe(404);
    // a member-shaped body without sign-in is not enough
    expect((await report(undefined, { targetType: "post", targetId: p.id, reason: "spam" })).status).toBe(400);

    const byProfile = await report(undefined, { url: `https://velvet.test/fr/profile/${star.username}`, reason: "impersonation", email, locale: "fr" });
    expect(byProfile.status).toBe(201);
    expect(await prisma.report.findUniqueOrThrow({ where: { id: byProfile.json.report._id } })).toMatchObject({ targetType: "user", targetId: star.id, reporterId: null, reporterEmail: email });
    const byPost = await report(undefined, { url: `https://velvet.test/profile/${star.username}?post=${p.id}`, reason: "copyright", email });
    expect(byPost.status).toBe(201);
    expect(await prisma.report.findUniqueOrThrow({ where: { id: byPost.json.report._id } })).toMatchObject({ targetType: "post", targetId: p.id });

    expect((await decide(admin, byProfile.json.report._id, { action: "dismiss", reason: "This is the real person" })).status).toBe(200);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe("Votre signalement a été examiné");
    expect(mail!.text).toContain(byProfile.json.report.reference);
  });

  it("is rate limited per member", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const p = await post(star);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await report(fan.token, { targetType: "post", targetId: p.id, reason: "spam" })).status;
    expect(last).toBe(429);
  });
});

describe("holding and removing content", () => {
  it("a report of a minor hides the post at once from subscribers (feed, profile, media link) but not from its owner; dismissing restores it", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const reporter = await account();
    const admin = await account({ admin: true });
    await subscribe(fan, star);
    const p = await post(star);
    expect(await feedIds(fan)).toContain(p.id);
    expect((await mediaAccess(fan, p.key)).status).toBe(200);

    const r = await report(reporter.token, { targetType: "post", targetId: p.id, reason: "underage" });
    expect(r.status).toBe(201);
    expect(r.json.report.held).toBe(true);
    expect((await prisma.post.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("held");
    expect(await feedIds(fan)).not.toContain(p.id);
    expect(((await profilePosts(fan, star)).json.posts as { _id: string }[]).map((x) => x._id)).not.toContain(p.id);
    expect((await mediaAccess(fan, p.key)).status).toBe(403);
    expect((await api(`/api/posts/${p.id}/like`, { method: "POST", token: fan.token })).status).toBe(404);
    // the owner still sees it, marked held
    const mine = (await api("/api/posts/my-posts", { token: star.token })).json.posts as { _id: string; status: string }[];
    expect(mine.find((x) => x._id === p.id)?.status).toBe("held");
    expect((await mediaAccess(star, p.key)).status).toBe(200);

    expect((await decide(admin, r.json.report._id, { action: "dismiss", reason: "The performer is an adult, documents on file" })).status).toBe(200);
    expect(await feedIds(fan)).toContain(p.id);
    expect((await mediaAccess(fan, p.key)).status).toBe(200);
    // the member reporter is told the outcome
    expect((await notes(reporter)).some((n) => n.message.includes(r.json.report.reference))).toBe(true);
  });

  it("comments and messages reported for non-consent are hidden at once; removed they stay hidden", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const admin = await account({ admin: true });
    await subscribe(fan, star);
    const p = await post(star);
    const c = await api(`/api/posts/${p.id}/comments`, { method: "POST", token: fan.token, body: { content: "a comment to hide" } });
    expect(c.status).toBe(201);
    const commentId = c.json.comment?._id ?? c.json._id;
    const listComments = async () => ((await api(`/api/posts/${p.id}/comments`, { token: star.token })).json.comments as { _id: string }[]).map((x) => x._id);
    expect(await listComments()).toContain(commentId);
    const rc = await report(star.token, { targetType: "comment", targetId: commentId, reason: "non-consensual" });
    expect(rc.status).toBe(201);
    expect(await listComments()).not.toContain(commentId);

    const { sendMessage } = await import("@/lib/chat/send");
    const m = await sendMessage({ senderId: fan.id, receiverId: star.id, content: "a message to hide" });
    const thread = async (u: U) => ((await api(`/api/chat/conversations/${m.conversationId}/messages`, { token: u.token })).json.messages as { _id: string }[]).map((x) => x._id);
    expect(await thread(star)).toContain(m._id);
    const rm = await report(star.token, { targetType: "message", targetId: m._id, reason: "non-consensual" });
    expect(rm.status).toBe(201);
    expect(await thread(star)).not.toContain(m._id);
    expect(await thread(fan)).not.toContain(m._id);

    expect((await decide(admin, rm.json.report._id, { action: "remove", reason: "Shared without consent" })).status).toBe(200);
    expect(await thread(star)).not.toContain(m._id);
    expect((await decide(admin, rc.json.report._id, { action: "dismiss", reason: "Nothing wrong here" })).status).toBe(200);
    expect(await listComments()).toContain(commentId);
  });
});

describe("the moderation queue and decisions", () => {
  it("admin only; open reports oldest first with the content, its author and their history; bad input 400", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const admin = await account({ admin: true });
    const p = await post(star, "queue post");
    const first = await report(fan.token, { targetType: "post", targetId: p.id, reason: "spam" });
    const second = await report(fan.token, { targetType: "user", targetId: star.id, reason: "impersonation" });
    await prisma.report.update({ where: { id: first.json.report._id }, data: { createdAt: new Date("2020-01-01T00:00:00Z") } });

    expect((await api("/api/admin/reports")).status).toBe(401);
    expect((await api("/api/admin/reports", { token: fan.token })).status).toBe(403);
    expect((await api("/api/admin/reports?status=closed", { token: admin.token })).status).toBe(400);
    expect((await api("/api/admin/reports?page=0", { token: admin.token })).status).toBe(400);

    const res = await api("/api/admin/reports?status=open&limit=50", { token: admin.token });
    expect(res.status).toBe(200);
    const list = res.json.reports as { _id: string; createdAt: string }[];
    const times = list.map((r) => r.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(list[0]!._id).toBe(first.json.report._id);
    const item = res.json.reports.find((r: { _id: string }) => r._id === first.json.report._id);
    expect(item.content).toMatchObject({ type: "post", exists: true, title: "queue post", status: "published" });
    expect(item.content.media[0].url).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
    expect(item.author).toMatchObject({ _id: star.id, username: star.username, accountStatus: "active" });
    expect(item.authorHistory.total).toBeGreaterThanOrEqual(1);
    expect(item.authorHistory.recent.map((h: { _id: string }) => h._id)).toContain(second.json.report._id);

    const search = await api(`/api/admin/reports?q=${first.json.report.reference}`, { token: admin.token });
    expect(search.json.reports.map((r: { _id: string }) => r._id)).toEqual([first.json.report._id]);

    // decide: authorisation and input
    const id = first.json.report._id;
    expect((await api(`/api/admin/reports/${id}/decide`, { method: "POST", token: fan.token, body: { action: "remove", reason: "spam ads" } })).status).toBe(403);
    expect((await decide(admin, id, { action: "delete", reason: "spam ads" })).status).toBe(400);
    expect((await decide(admin, id, { action: "remove" })).status).toBe(400);
    expect((await decide(admin, id, { action: "suspend", reason: "spam ads", days: 0 })).status).toBe(400);
    expect((await decide(admin, "nope", { action: "remove", reason: "spam ads" })).status).toBe(404);
    expect((await decide(admin, crypto.randomUUID(), { action: "remove", reason: "spam ads" })).status).toBe(404);
    expect((await decide(admin, id, { action: "remove", reason: "Repeated advertising" })).status).toBe(200);
    const again = await decide(admin, id, { action: "dismiss", reason: "changed my mind" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("REPORT_DECIDED");
    const audit = await prisma.auditLog.findFirst({ where: { action: "report.decide", targetIds: { has: id } } });
    expect(audit).toMatchObject({ actorId: admin.id, targetType: "report", after: { action: "remove", reason: "Repeated advertising" } });

    const counts = await moderationCounts(new Date());
    expect(counts.openReports).toBeGreaterThanOrEqual(1);
    expect(counts.oldestOpenReportAt).toBeInstanceOf(Date);
  });

  it("remove: the post leaves the feed, profile and media links at once; the author reads the statement of reasons in French with the reason verbatim, and appeals once", async () => {
    const star = await account({ priceCents: 999, locale: "fr" });
    const fan = await account();
    const stranger = await account();
    const admin = await account({ admin: true });
    await subscribe(fan, star);
    const p = await post(star);
    const r = await report(fan.token, { targetType: "post", targetId: p.id, reason: "copyright" });
    const reason = "Photo d'un autre studio, publiée sans licence (réf. #42)";
    expect((await decide(admin, r.json.report._id, { action: "remove", reason })).status).toBe(200);

    expect(await feedIds(fan)).not.toContain(p.id);
    expect(((await profilePosts(fan, star)).json.posts as { _id: string }[]).map((x) => x._id)).not.toContain(p.id);
    expect((await mediaAccess(fan, p.key)).status).toBe(403);
    expect(await prisma.post.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({ status: "removed", moderationReason: reason });

    const statement = (await notes(star)).find((n) => n.actionUrl === `/moderation/${r.json.report._id}`);
    expect(statement?.title).toBe("Exposé des motifs : une décision de modération");
    expect(statement?.message).toContain("Nous avons retiré votre publication.");
    expect(statement?.message).toContain(reason);
    expect(statement?.message).toContain("Droit d'auteur"); // the heading of the guidelines' copyright section
    const [mail] = await mailsTo(star.email, 1);
    expect(mail!.subject).toBe("Exposé des motifs : une décision de modération");
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain("/fr/guidelines#copyright"); // the section of the report's reason (decision 040)
    // ... which the guidelines page has
    expect(await (await fetch(`${baseUrl()}/fr/guidelines`)).text()).toMatch(/id="copyright"/);
    expect(mail!.text).toContain(`/fr/moderation/${r.json.report._id}`);

    // appeals: only the author, once
    const appeal = (u: U | null, body: unknown) => api("/api/appeals", { method: "POST", token: u?.token, body });
    expect((await appeal(null, { reportId: r.json.report._id, message: "It is my photo" })).status).toBe(401);
    expect((await appeal(star, { reportId: "x", message: "It is my photo" })).status).toBe(400);
    expect((await appeal(star, { reportId: r.json.report._id })).status).toBe(400);
    expect((await appeal(stranger, { reportId: r.json.report._id, message: "It is my photo" })).status).toBe(404);
    const first = await appeal(star, { reportId: r.json.report._id, message: "I bought the licence, here is the invoice number 1234" });
    expect(first.status).toBe(201);
    const second = await appeal(star, { reportId: r.json.report._id, message: "Again" });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe("APPEAL_EXISTS");

    // the appeal queue, and an overturn restores the post
    expect((await api("/api/admin/appeals", { token: fan.token })).status).toBe(403);
    const queue = await api("/api/admin/appeals?status=open&limit=50", { token: admin.token });
    expect(queue.status).toBe(200);
    const queued = queue.json.appeals.find((a: { _id: string }) => a._id === first.json.appeal._id);
    expect(queued).toMatchObject({ message: "I bought the licence, here is the invoice number 1234", author: { _id: star.id }, report: { action: "remove", decisionReason: reason } });
    const decideAppeal = (body: unknown) => api(`/api/admin/appeals/${first.json.appeal._id}/decide`, { method: "POST", token: admin.token, body });
    expect((await decideAppeal({ outcome: "maybe", reason: "unclear" })).status).toBe(400);
    expect((await decideAppeal({ outcome: "overturned", reason: "Licence verified" })).status).toBe(200);
    expect((await decideAppeal({ outcome: "upheld", reason: "Licence verified" })).json.code).toBe("APPEAL_DECIDED");
    expect((await prisma.post.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("published");
    expect(await feedIds(fan)).toContain(p.id);
    expect((await notes(star)).some((n) => n.title === "Votre appel a été accepté : décision annulée" && n.message.includes("Licence verified"))).toBe(true);
  });

  it("ban: the member cannot sign in, their sessions end, and nothing of theirs is shown (profile, posts, feed, search, trending, chat); renewals stop", async () => {
    const star = await account({ priceCents: 999, locale: "ar" });
    const fan = await account();
    const admin = await account({ admin: true });
    await subscribe(fan, star);
    const p = await post(star);
    const { sendMessage } = await import("@/lib/chat/send");
    await sendMessage({ senderId: fan.id, receiverId: star.id, content: "hi" });
    expect(await searchHas(fan, star)).toBe(true);
    expect(await trendingHas(star)).toBe(true);

    const r = await report(fan.token, { targetType: "user", targetId: star.id, reason: "illegal" });
    const reason = "Sale of prohibited goods";
    expect((await decide(admin, r.json.report._id, { action: "ban", reason })).status).toBe(200);

    const login = await api("/api/users/login", { method: "POST", body: { email: star.email, password: star.password }, headers: { "x-forwarded-for": randomIp() } });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe("ACCOUNT_BANNED");
    expect((await api("/api/users/me", { token: star.token })).status).toBe(401);

    expect((await api(`/api/users/${star.username}`, { token: fan.token })).status).toBe(404);
    expect((await profilePosts(fan, star)).status).toBe(404);
    expect(await feedIds(fan)).not.toContain(p.id);
    expect((await mediaAccess(fan, p.key)).status).toBe(403);
    expect(await searchHas(fan, star)).toBe(false);
    expect(await trendingHas(star)).toBe(false);
    const convs = (await api("/api/chat/conversations", { token: fan.token })).json.conversations as { participant?: { username: string } }[];
    expect(JSON.stringify(convs)).not.toContain(star.username);
    await expect(sendMessage({ senderId: fan.id, receiverId: star.id, content: "still there?" })).rejects.toMatchObject({ status: 403 });
    expect((await prisma.subscription.findFirstOrThrow({ where: { subscriberId: fan.id, creatorId: star.id } })).autoRenew).toBe(false);
    // nobody can subscribe to or tip them any more
    const sub = await api("/api/users/subscribe", { method: "POST", token: fan.token, body: { creatorId: star.id, paymentMethod: crypto.randomUUID() } });
    expect(sub.status).toBe(404);
    expect(sub.json.message).toBe("Creator not found");
    const tip = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: crypto.randomUUID() } });
    expect(tip.status).toBe(404);
    expect(tip.json.message).toBe("User not found");

    // the statement of reasons in Arabic, quoting the reason
    const [mail] = await mailsTo(star.email, 1);
    expect(mail!.subject).toBe("بيان الأسباب: قرار إشراف");
    expect(mail!.text).toContain("حظرنا حسابك");
    expect(mail!.text).toContain(reason);

    // they cannot sign in, yet appeal with the token of the mail's link (once; a wrong token is 404, none is 401)
    const link = /\/ar\/moderation\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(link?.[1]).toBe(r.json.report._id);
    const appeal = (body: object) => api("/api/appeals", { method: "POST", body: { reportId: r.json.report._id, message: "I sold nothing", ...body }, headers: { "x-forwarded-for": randomIp() } });
    expect((await appeal({})).status).toBe(401);
    expect((await appeal({ token: "A".repeat(43) })).status).toBe(404);
    expect((await appeal({ token: link![2] })).status).toBe(201);
    expect((await appeal({ token: link![2] })).json.code).toBe("APPEAL_EXISTS");
    // the token is this decision's only: it opens no other report of theirs
    const other = await prisma.report.create({ data: { reference: `R-T${Date.now().toString(36).slice(-5).toUpperCase()}`, targetType: "user", targetId: star.id, targetAuthorId: star.id, reason: "spam", status: "decided", decisionAction: "remove", decisionReason: "x", decidedAt: new Date() } });
    expect((await api("/api/appeals", { method: "POST", body: { reportId: other.id, message: "again", token: link![2] } })).status).toBe(404);
  });

  it("suspend for N days, then the suspension lifts itself; restrict leaves search but keeps the profile", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const admin = await account({ admin: true });
    const r = await report(fan.token, { targetType: "user", targetId: star.id, reason: "harassment" });
    const before = Date.now();
    expect((await decide(admin, r.json.report._id, { action: "suspend", reason: "Threats in messages", days: 3 })).status).toBe(200);
    const u = await prisma.user.findUniqueOrThrow({ where: { id: star.id } });
    expect(u.accountStatus).toBe("suspended");
    expect(u.suspendedUntil!.getTime()).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 1000);
    const login = () => api("/api/users/login", { method: "POST", body: { email: star.email, password: star.password }, headers: { "x-forwarded-for": randomIp() } });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("ACCOUNT_SUSPENDED");
    expect((await api(`/api/users/${star.username}`, { token: fan.token })).status).toBe(404);

    await prisma.user.update({ where: { id: star.id }, data: { suspendedUntil: new Date(Date.now() - 1000) } });
    expect((await login()).status).toBe(200);
    expect((await api(`/api/users/${star.username}`, { token: fan.token })).status).toBe(200);

    // members section: restrict, then restore
    const set = (status: string, extra: object = {}) => api(`/api/admin/users/${star.id}/status`, { method: "POST", token: admin.token, body: { status, reason: "Spam campaign", ...extra } });
    expect((await api(`/api/admin/users/${star.id}/status`, { method: "POST", token: fan.token, body: { status: "banned", reason: "x y z" } })).status).toBe(403);
    expect((await set("frozen")).status).toBe(400);
    expect((await api(`/api/admin/users/${crypto.randomUUID()}/status`, { method: "POST", token: admin.token, body: { status: "banned", reason: "xyz" } })).status).toBe(404);
    const restricted = await set("restricted");
    expect(restricted.status).toBe(200);
    expect(restricted.json.member.accountStatus).toBe("restricted");
    expect(await searchHas(fan, star)).toBe(false);
    expect((await api(`/api/users/${star.username}`, { token: fan.token })).status).toBe(200);
    expect((await set("active")).json.member.accountStatus).toBe("active");
    expect(await searchHas(fan, star)).toBe(true);
    expect(await prisma.auditLog.count({ where: { action: "user.status", targetIds: { has: star.id } } })).toBe(2);
  });

  it("the members section: search and one member's reports, posts and payments (admin only)", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const admin = await account({ admin: true });
    await post(star, "members post");
    await report(fan.token, { targetType: "user", targetId: star.id, reason: "spam" });
    expect((await api("/api/admin/users", { token: fan.token })).status).toBe(403);
    const found = await api(`/api/admin/users?q=${star.username}`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(found.json.members.map((m: { _id: string }) => m._id)).toEqual([star.id]);
    const one = await api(`/api/admin/users/${star.id}`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.json.member).toMatchObject({ _id: star.id, creator: true, accountStatus: "active" });
    expect(one.json.reports).toHaveLength(1);
    expect(one.json.posts.map((p: { title: string }) => p.title)).toContain("members post");
    expect(Array.isArray(one.json.payments)).toBe(true);
    expect((await api(`/api/admin/users/${admin.id}`, { token: admin.token })).status).toBe(404);
    expect((await api("/api/admin/users/nope", { token: admin.token })).status).toBe(404);
  });

  it("an appeal of a dismissed report, or of someone else's decision, is refused", async () => {
    const star = await account({ priceCents: 999 });
    const fan = await account();
    const admin = await account({ admin: true });
    const r = await report(fan.token, { targetType: "user", targetId: star.id, reason: "other" });
    const early = await api("/api/appeals", { method: "POST", token: star.token, body: { reportId: r.json.report._id, message: "why?" } });
    expect(early.status).toBe(400);
    expect(early.json.code).toBe("NOT_APPEALABLE");
    await decide(admin, r.json.report._id, { action: "dismiss", reason: "fine" });
    expect((await api("/api/appeals", { method: "POST", token: star.token, body: { reportId: r.json.report._id, message: "why?" } })).json.code).toBe("NOT_APPEALABLE");
    expect((await api("/api/appeals", { method: "POST", token: fan.token, body: { reportId: r.json.report._id, message: "why?" } })).status).toBe(404);
  });
});
