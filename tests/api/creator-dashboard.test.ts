// The creator dashboard (issue 21 part 8): GET /api/users/dashboard proves its figures from real
// actions — subscribe, tip, buy a post, buy a message, claim a free trial that converts, cancel,
// expire — and refuses visitors (401), members who are not creators (403) and unknown ranges (400).
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { apiForm, jpeg, postForm } from "../helpers/content";
import { addCard, creator, member, setPeriod, subscribeTo, type TestUser } from "../helpers/social";
import { chargeAt, DAY } from "../helpers/earnings";
import { expectLedgerBalanced } from "../helpers/money";
import { sendMessage } from "@/lib/chat/send";
import { renewDueSubscriptions } from "@/lib/checkout/renewals";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";
import { newKey } from "@/lib/storage/keys";

afterEach(async () => {
  await expectLedgerBalanced();
});

const MINUTE = 60 * 1000;
const dashboard = (user: TestUser | null, range?: string) => api(`/api/users/dashboard${range ? `?range=${range}` : ""}`, { token: user?.token });

async function post(star: TestUser, title: string, price?: string) {
  const form = postForm({ title, description: "words" }, [{ bytes: await jpeg(), name: "a.jpg", type: "image/jpeg" }]);
  if (price) form.append("price", price);
  const res = await apiForm("/api/posts/exclusive-content", { token: star.token, form });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.post as { _id: string };
}

async function ok(res: { status: number; json: unknown }) {
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  return res;
}

const like = async (fan: TestUser, postId: string) => ok(await api(`/api/posts/${postId}/like`, { method: "POST", token: fan.token }));

describe("GET /api/users/dashboard", () => {
  it("counts subscribers, earnings by source, best posts and trial conversions from what fans did", async () => {
    const star = await creator(1000); // 10.00 a month; the creator keeps 8.00 of it (20% fee)
    const [fan, buyer, trialFan, leaver] = await Promise.all([member(), member(), member(), member()]);

    // a subscription (new), then a tip of 5.00 (4.00 to the creator)
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    await ok(await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: (await addCard(fan.id)).id } }));

    // a free post liked by two fans, a pay-per-view post (5.00: 4.00 to the creator) bought and liked by another
    const free = await post(star, "Morning light");
    const priced = await post(star, "Behind the scenes", "5");
    await ok(await api(`/api/posts/${priced._id}/purchase`, { method: "POST", token: buyer.token, body: { paymentMethod: (await addCard(buyer.id)).id } }));
    await like(buyer, priced._id);

    // a free trial claimed (new), then converted by its first renewal (renewed, 8.00)
    const link = await ok(await api("/api/users/trial-links", { method: "POST", token: star.token, body: { days: 7, maxClaims: 5, expiresAt: new Date(Date.now() + 30 * DAY).toISOString() } }));
    const code = (link.json as { code: string }).code;
    await ok(await api("/api/users/subscribe", { method: "POST", token: trialFan.token, body: { creatorId: star.id, paymentMethod: (await addCard(trialFan.id)).id, trialCode: code } }));
    await like(fan, free._id);
    await like(trialFan, free._id);
    const trialOnly = await dashboard(star);
    expect(trialOnly.json.trials).toEqual({ claims: 1, converted: 0 });
    await setPeriod(trialFan.id, star.id, { endDate: new Date(Date.now() - MINUTE) });
    await renewDueSubscriptions(new Date());

    // a pay-per-view message of 7.50 (6.00 to the creator) bought by the subscriber
    const photo = await prisma.media.create({ data: { ownerId: star.id, type: "image", key: newKey("pm", ".webp"), mimeType: "image/webp", size: 1000n } });
    const message = await sendMessage({ senderId: star.id, receiverId: fan.id, content: "For you", mediaIds: [photo.id], priceCents: 750 });
    await ok(await api(`/api/chat/messages/${message._id}/purchase`, { method: "POST", token: fan.token, body: { paymentMethod: (await addCard(fan.id)).id } }));

    // the subscriber cancels (cancelled; access stays until the period ends); another fan subscribes, cancels and expires
    await ok(await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token }));
    expect((await subscribeTo(leaver, star.id)).status).toBe(201);
    await ok(await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: leaver.token }));
    await setPeriod(leaver.id, star.id, { endDate: new Date(Date.now() - MINUTE) });
    await expireDueSubscriptions(new Date());

    // a tip 40 days ago (8.00 of 10.00): outside 30 days, inside 90
    await chargeAt(buyer.id, star.id, 1000, new Date(Date.now() - 40 * DAY), "tip");

    const res = await dashboard(star);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const d = res.json;
    expect(d).toMatchObject({ success: true, range: "30d", unit: "day", currency: "TND" });
    expect(d.subscribers.totals).toEqual({ new: 3, renewed: 1, cancelled: 2, expired: 1 });
    expect(d.subscribers.active).toBe(2); // the cancelled fan until the end of the period, the converted trial
    expect(d.earnings.totals).toEqual({ subscription: 24, tip: 4, post: 4, message: 6 });
    expect(d.earnings.total).toBe(38);
    expect(d.trials).toEqual({ claims: 1, converted: 1 });
    expect(d.topPosts.byLikes).toEqual([
      { _id: free._id, title: "Morning light", likes: 2, purchases: 0 },
      { _id: priced._id, title: "Behind the scenes", likes: 1, purchases: 1 },
    ]);
    expect(d.topPosts.byPurchases).toEqual([{ _id: priced._id, title: "Behind the scenes", likes: 1, purchases: 1 }]);

    // 30 UTC days, today last, and the points add up to the totals
    expect(d.subscribers.points).toHaveLength(30);
    expect(d.earnings.points).toHaveLength(30);
    expect(d.earnings.points.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const sum = (points: Array<Record<string, number | string>>, key: string) => points.reduce((s, p) => s + Number(p[key]), 0);
    for (const e of ["new", "renewed", "cancelled", "expired"]) expect(sum(d.subscribers.points, e)).toBe(d.subscribers.totals[e]);
    for (const k of ["subscription", "tip", "post", "message"]) expect(sum(d.earnings.points, k)).toBeCloseTo(d.earnings.totals[k], 2);

    // 90 days: 13 weeks from Monday, and the older tip counts
    const quarter = (await dashboard(star, "90d")).json;
    expect(quarter).toMatchObject({ range: "90d", unit: "week" });
    expect(quarter.earnings.points).toHaveLength(13);
    expect(new Date(`${quarter.earnings.points[0].date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(quarter.earnings.totals).toEqual({ subscription: 24, tip: 12, post: 4, message: 6 });
    expect(quarter.subscribers.totals).toEqual(d.subscribers.totals);

    // 12 months: this month last
    const year = (await dashboard(star, "12m")).json;
    expect(year).toMatchObject({ range: "12m", unit: "month" });
    expect(year.subscribers.points).toHaveLength(12);
    expect(year.subscribers.points.at(-1).date).toBe(new Date().toISOString().slice(0, 7));
    expect(year.earnings.total).toBe(46);

    // the fans see none of it: a member without a price is not a creator
    const refused = await dashboard(fan);
    expect([refused.status, refused.json.code]).toEqual([403, "DASHBOARD_CREATORS_ONLY"]);
  });

  it("a new creator gets zeros; visitors 401; unknown ranges 400; the error in the reader's language", async () => {
    const star = await creator();
    const res = await dashboard(star, "90d");
    expect(res.status).toBe(200);
    expect(res.json.subscribers).toMatchObject({ active: 0, totals: { new: 0, renewed: 0, cancelled: 0, expired: 0 } });
    expect(res.json.earnings.total).toBe(0);
    expect(res.json.topPosts).toEqual({ byLikes: [], byPurchases: [] });
    expect(res.json.trials).toEqual({ claims: 0, converted: 0 });

    expect((await dashboard(null)).status).toBe(401);
    const bad = await dashboard(star, "7d");
    expect([bad.status, bad.json.code]).toEqual([400, "FIELD_INVALID_CHOICE"]);
    expect(bad.json.errors.range).toBeDefined();

    const fan = await member();
    const refused = await api("/api/users/dashboard", { token: fan.token, headers: { "accept-language": "fr" } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, code: "DASHBOARD_CREATORS_ONLY", message: expect.stringContaining("créateurs") });
  });
});
