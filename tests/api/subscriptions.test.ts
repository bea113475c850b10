import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, daysAgo, daysFromNow, member, notificationsOf, setPeriod, subscribeTo } from "../helpers/social";
import { expectLedgerBalanced, paymentsOf } from "../helpers/money";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";

describe("POST /api/users/subscribe", () => {
  it("starts a 30-day active subscription, records the charge in the ledger and notifies the creator", async () => {
    const star = await creator(1250);
    const fan = await member();
    const res = await subscribeTo(fan, star.id);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, subscriberCount: 1, subscription: { status: "active", autoRenew: true, daysRemaining: 30 } });
    expect(res.json.payment).toMatchObject({ kind: "subscription", amount: 12.5, currency: "TND", status: "succeeded" });
    const { startDate, endDate } = res.json.subscription;
    expect(new Date(endDate).getTime() - new Date(startDate).getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const payments = await paymentsOf(fan.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ kind: "subscription", amountCents: 1250, feeCents: 250, payeeId: star.id, provider: "test", status: "succeeded" });
    await expectLedgerBalanced();

    const notes = await notificationsOf(star);
    expect(notes[0]).toMatchObject({ type: "subscription", actionUrl: `/profile/${fan.username}`, isRead: false });
    expect(notes[0].sender).toMatchObject({ _id: fan.id, username: fan.username });
  });

  it("answers 409 when already subscribed and charges nothing more", async () => {
    const star = await creator();
    const fan = await member();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    const again = await subscribeTo(fan, star.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, message: "You are already subscribed" });
    expect(await paymentsOf(fan.id)).toHaveLength(1);
    expect(await prisma.subscription.count({ where: { subscriberId: fan.id } })).toBe(1);
  });

  it("charges exactly once when the same subscribe is sent twice at the same moment", async () => {
    const star = await creator();
    const fan = await member();
    const card = await addCard(fan.id);
    const statuses = (await Promise.all([subscribeTo(fan, star.id, card.id), subscribeTo(fan, star.id, card.id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await paymentsOf(fan.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it("refuses a creator without a price (400), yourself (400), an unknown creator (404) and bad input (400)", async () => {
    const plain = await member();
    const fan = await member({ priceCents: 500 });
    const noPrice = await subscribeTo(fan, plain.id);
    expect(noPrice.status).toBe(400);
    expect(noPrice.json.message).toBe("This creator does not offer subscriptions");
    expect((await subscribeTo(fan, fan.id)).status).toBe(400);
    expect((await subscribeTo(fan, "6f1c7c1e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await subscribeTo(fan, "not-a-uuid")).status).toBe(400);
    expect((await api("/api/users/subscribe", { method: "POST", token: fan.token, body: { creatorId: plain.id } })).status).toBe(400);
    expect((await api("/api/users/subscribe", { method: "POST", body: { creatorId: plain.id, paymentMethod: "stripe" } })).status).toBe(401);
    // free text is not a payment method: it must be one of the fan's saved cards
    const star = await creator();
    const freeText = await api("/api/users/subscribe", { method: "POST", token: fan.token, body: { creatorId: star.id, paymentMethod: "stripe" } });
    expect(freeText.status).toBe(400);
    expect(freeText.json.errors.paymentMethod).toBeDefined();
    const unknown = await subscribeTo(fan, star.id, "6f1c7c1e-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.paymentMethod).toBeDefined();
    expect(await paymentsOf(fan.id)).toHaveLength(0);
  });

  it("accepts one of the fan's saved cards as payment method and refuses someone else's (403)", async () => {
    const star = await creator();
    const fan = await member();
    const other = await member();
    const theirs = await addCard(other.id);
    expect((await subscribeTo(fan, star.id, theirs.id)).status).toBe(403);
    const mine = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, mine.id)).status).toBe(201);
    expect((await paymentsOf(fan.id))[0]).toMatchObject({ cardId: mine.id, cardBrand: "Visa", cardLast4: "4242" });
  });

  it("renews an expired subscription in place with a new charge", async () => {
    const star = await creator(700);
    const fan = await member();
    await subscribeTo(fan, star.id);
    await setPeriod(fan.id, star.id, { startDate: daysAgo(40), endDate: daysAgo(10), autoRenew: false });
    const res = await subscribeTo(fan, star.id);
    expect(res.status).toBe(201);
    expect(res.json.subscription).toMatchObject({ status: "active", daysRemaining: 30 });
    expect(await prisma.subscription.count({ where: { subscriberId: fan.id, creatorId: star.id } })).toBe(1);
    expect(await paymentsOf(fan.id)).toHaveLength(2);
    await expectLedgerBalanced();
  });

  it("reactivates a cancelled subscription that is still running without charging again", async () => {
    const star = await creator();
    const fan = await member();
    const card = await addCard(fan.id);
    const first = await subscribeTo(fan, star.id, card.id);
    expect((await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token })).status).toBe(200);
    const again = await subscribeTo(fan, star.id, card.id);
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Subscription reactivated");
    expect(again.json.subscription).toMatchObject({ status: "active", autoRenew: true });
    expect(again.json.subscription.endDate).toBe(first.json.subscription.endDate);
    expect(await paymentsOf(fan.id)).toHaveLength(1);
  });
});

describe("POST /api/users/{username}/unsubscribe", () => {
  it("cancels but keeps access until the end date", async () => {
    const star = await creator();
    const fan = await member();
    const sub = await subscribeTo(fan, star.id);
    const res = await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.subscription).toMatchObject({ status: "cancelled", autoRenew: false, endDate: sub.json.subscription.endDate });
    // still has access: counted as a subscriber until the end date
    expect(res.json.subscriberCount).toBe(1);
    // a reload of the profile shows it cancelled, with access until the end date
    const profile = await api(`/api/users/${star.username}`, { token: fan.token });
    expect(profile.json.user ?? profile.json).toMatchObject({
      isSubscribed: true,
      subscription: { status: "cancelled", autoRenew: false, endDate: sub.json.subscription.endDate },
    });
    const list = await api(`/api/users/${fan.username}/subscriptions?status=cancelled`, { token: fan.token });
    expect(list.json.subscriptions).toHaveLength(1);
    expect(list.json.subscriptions[0].subscriptionInfo).toMatchObject({ status: "cancelled", daysRemaining: 30 });
    const me = await api("/api/users/me", { token: fan.token });
    expect(me.json.user.subscriptionCount).toBe(1);
  });

  it("answers 404 when not subscribed or the user is unknown, 401 anonymous", async () => {
    const star = await creator();
    const fan = await member();
    const res = await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("You are not subscribed to this creator");
    expect((await api(`/api/users/nobody_${Date.now()}/unsubscribe`, { method: "POST", token: fan.token })).status).toBe(404);
    expect((await api(`/api/users/${star.username}/unsubscribe`, { method: "POST" })).status).toBe(401);
  });
});

describe("subscription expiry", () => {
  it("an expired subscription stops access at once, before the job runs", async () => {
    const star = await creator();
    const fan = await member();
    await subscribeTo(fan, star.id);
    await setPeriod(fan.id, star.id, { startDate: daysAgo(31), endDate: new Date(Date.now() - 1000), autoRenew: false });
    const list = await api(`/api/users/${fan.username}/subscriptions?status=all`, { token: fan.token });
    expect(list.json.subscriptions[0].subscriptionInfo).toMatchObject({ status: "expired", daysRemaining: 0 });
    expect((await api(`/api/users/${fan.username}/subscriptions`, { token: fan.token })).json.subscriptions).toHaveLength(0);
    const subs = await api(`/api/users/${star.username}/subscribers?status=expired`, { token: star.token });
    expect(subs.json.subscribers.map((s: { _id: string }) => s._id)).toEqual([fan.id]);
    expect((await api("/api/users/me", { token: star.token })).json.user.subscriberCount).toBe(0);
    // unsubscribing something already over is "not subscribed"
    expect((await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token })).status).toBe(404);
  });

  it("the job flips due rows to expired and notifies each subscriber exactly once, even when run twice at once", async () => {
    const star = await creator();
    const fan = await member();
    await subscribeTo(fan, star.id);
    await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token });
    await setPeriod(fan.id, star.id, { endDate: new Date(Date.now() - 1000) });
    await Promise.all([expireDueSubscriptions(new Date()), expireDueSubscriptions(new Date())]);
    const row = await prisma.subscription.findUniqueOrThrow({ where: { subscriberId_creatorId: { subscriberId: fan.id, creatorId: star.id } } });
    expect(row.status).toBe("expired");
    const expired = (await notificationsOf(fan)).filter((n) => n.type === "subscription_expired");
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ actionUrl: `/profile/${star.username}`, sender: { username: star.username } });
  });

  it("leaves running subscriptions alone", async () => {
    const star = await creator();
    const fan = await member();
    await subscribeTo(fan, star.id);
    await setPeriod(fan.id, star.id, { endDate: daysFromNow(1) });
    await expireDueSubscriptions(new Date());
    const list = await api(`/api/users/${fan.username}/subscriptions`, { token: fan.token });
    expect(list.json.subscriptions[0].subscriptionInfo).toMatchObject({ status: "active", daysRemaining: 1 });
  });
});
