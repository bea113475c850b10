import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { prisma } from "../helpers/db";
import { addCard, creator, member, setPeriod, subscribeTo, type TestUser } from "../helpers/social";
import { expectLedgerBalanced, paymentsOf } from "../helpers/money";
import { renewDueSubscriptions } from "@/lib/checkout/renewals";
import { bundleEnd } from "@/shared/subscription-period";

// Issue 21 parts 3 and 4: bundles, promotions, free-trial links; every price from shared/pricing.ts.

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const subscriptionRow = (fan: TestUser, star: TestUser) =>
  prisma.subscription.findUniqueOrThrow({ where: { subscriberId_creatorId: { subscriberId: fan.id, creatorId: star.id } } });

function subscribe(fan: TestUser, body: Record<string, unknown>) {
  return api("/api/users/subscribe", { method: "POST", token: fan.token, body });
}

async function setBundles(star: TestUser, bundles: { months: number; discountPercent: number }[]) {
  const res = await api("/api/users/subscription-bundles", { method: "PUT", token: star.token, body: { bundles } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.bundles;
}

async function promotion(star: TestUser, body: Record<string, unknown>) {
  const res = await api("/api/users/promotions", { method: "POST", token: star.token, body: { endsAt: inDays(7), ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.promotion;
}

async function trialLink(star: TestUser, body: Record<string, unknown> = {}) {
  const res = await api("/api/users/trial-links", { method: "POST", token: star.token, body: { days: 7, maxClaims: 10, expiresAt: inDays(30), ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { code: string; url: string };
}

afterEach(async () => {
  await expectLedgerBalanced();
});

describe("bundles", () => {
  it("the creator sets 3/6/12-month bundles; bad lengths and percentages are field errors; anyone sees the prices", async () => {
    const star = await creator(999);
    expect((await api("/api/users/subscription-bundles", { method: "PUT", token: star.token, body: { bundles: [{ months: 4, discountPercent: 10 }] } })).status).toBe(400);
    const tooMuch = await api("/api/users/subscription-bundles", { method: "PUT", token: star.token, body: { bundles: [{ months: 3, discountPercent: 95 }] } });
    expect(tooMuch.status).toBe(400);
    expect(Object.keys(tooMuch.json.errors ?? {}).join()).toContain("discountPercent");
    const saved = await setBundles(star, [
      { months: 12, discountPercent: 30 },
      { months: 3, discountPercent: 15 },
    ]);
    expect(saved).toEqual([
      { months: 3, discountPercent: 15, price: 25.48, listPrice: 29.97 },
      { months: 12, discountPercent: 30, price: 83.92, listPrice: 119.88 },
    ]);
    const offers = await api(`/api/users/${star.username}/offers`);
    expect(offers.status).toBe(200);
    expect(offers.json).toMatchObject({ monthlyPrice: 9.99, bundles: saved, promotion: null, trial: null });
    // replacing the set removes the others
    expect(await setBundles(star, [{ months: 6, discountPercent: 20 }])).toEqual([{ months: 6, discountPercent: 20, price: 47.96, listPrice: 59.94 }]);
  });

  it("a bundle is charged once, ends that many months away, is recorded on the payment and the subscription, and renews monthly at the normal price", async () => {
    const star = await creator(999);
    await setBundles(star, [{ months: 3, discountPercent: 15 }]);
    const fan = await member();
    const card = await addCard(fan.id);
    const before = Date.now();
    const res = await subscribe(fan, { creatorId: star.id, paymentMethod: card.id, bundleMonths: 3, expectedAmount: 25.48 });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.payment).toMatchObject({ amount: 25.48 });
    const [payment] = await paymentsOf(fan.id);
    expect(payment).toMatchObject({ amountCents: 2548, bundleMonths: 3, discountPercent: 15, promotionId: null, status: "succeeded" });
    const row = await subscriptionRow(fan, star);
    expect(row).toMatchObject({ priceCents: 2548, bundleMonths: 3, discountPercent: 15, trial: false, autoRenew: true, status: "active" });
    const expectedEnd = bundleEnd(row.startDate, 3).getTime();
    expect(row.endDate.getTime()).toBe(expectedEnd);
    expect(row.endDate.getTime()).toBeGreaterThan(before + 88 * DAY);

    // renewal: the normal monthly price, 30 days, the bundle's record cleared (decision 062)
    const end = new Date(Date.now() - MINUTE);
    await setPeriod(fan.id, star.id, { endDate: end });
    await renewDueSubscriptions(new Date());
    const renewed = await subscriptionRow(fan, star);
    expect(renewed).toMatchObject({ status: "active", priceCents: 999, bundleMonths: null, discountPercent: null });
    expect(renewed.endDate.getTime()).toBe(end.getTime() + 30 * DAY);
    expect((await paymentsOf(fan.id)).map((p) => [p.amountCents, p.renewal])).toEqual([
      [2548, false],
      [999, true],
    ]);
  });

  it("a bundle the creator does not offer, or a price other than the one shown, charges nothing", async () => {
    const star = await creator(999);
    await setBundles(star, [{ months: 3, discountPercent: 15 }]);
    const fan = await member();
    const card = await addCard(fan.id);
    const missing = await subscribe(fan, { creatorId: star.id, paymentMethod: card.id, bundleMonths: 6 });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("BUNDLE_NOT_OFFERED");
    // the creator changed the discount after the fan opened the confirmation
    await setBundles(star, [{ months: 3, discountPercent: 10 }]);
    const changed = await subscribe(fan, { creatorId: star.id, paymentMethod: card.id, bundleMonths: 3, expectedAmount: 25.48 });
    expect(changed.status).toBe(409);
    expect(changed.json.code).toBe("PRICE_CHANGED");
    expect(await paymentsOf(fan.id)).toEqual([]);
    expect(await prisma.subscription.count({ where: { subscriberId: fan.id } })).toBe(0);
  });
});

describe("promotions", () => {
  it("takes its percentage off the first month for new fans, up to maxClaims, once per fan; the creator sees the claims", async () => {
    const star = await creator(999);
    const promo = await promotion(star, { discountPercent: 50, audience: "new", maxClaims: 1 });
    const first = await member();
    const offers = await api(`/api/users/${star.username}/offers`, { token: first.token });
    expect(offers.json.promotion).toMatchObject({ _id: promo._id, discountPercent: 50, price: 5, listPrice: 9.99, remaining: 1 });
    const res = await subscribe(first, { creatorId: star.id, paymentMethod: (await addCard(first.id)).id, expectedAmount: 5 });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(await subscriptionRow(first, star)).toMatchObject({ priceCents: 500, discountPercent: 50, promotionId: promo._id });

    // used up: the next new fan pays the monthly price and is not offered it
    const second = await member();
    expect((await api(`/api/users/${star.username}/offers`, { token: second.token })).json.promotion).toBeNull();
    expect((await subscribeTo(second, star.id)).status).toBe(201);
    expect((await paymentsOf(second.id))[0]!.amountCents).toBe(999);

    const list = await api("/api/users/promotions", { token: star.token });
    expect(list.json.promotions).toEqual([expect.objectContaining({ _id: promo._id, claims: 1, active: false, audience: "new" })]);
  });

  it("a promotion for expired subscribers is not given to new ones, and is given to a fan whose subscription ended", async () => {
    const star = await creator(1000);
    await promotion(star, { discountPercent: 30, audience: "expired" });
    const newcomer = await member();
    expect((await api(`/api/users/${star.username}/offers`, { token: newcomer.token })).json.promotion).toBeNull();

    const returning = await member();
    const card = await addCard(returning.id);
    expect((await subscribeTo(returning, star.id, card.id)).status).toBe(201);
    expect((await api(`/api/users/${star.username}/offers`, { token: returning.token })).json.promotion).toBeNull(); // subscribed now
    await setPeriod(returning.id, star.id, { status: "expired", endDate: new Date(Date.now() - DAY), autoRenew: false });
    const back = await subscribe(returning, { creatorId: star.id, paymentMethod: card.id, expectedAmount: 7 });
    expect(back.status, JSON.stringify(back.json)).toBe(201);
    expect((await paymentsOf(returning.id)).map((p) => p.amountCents)).toEqual([1000, 700]);
  });

  it("ended by the creator, it no longer applies; someone else's promotion is 404", async () => {
    const star = await creator(999);
    const promo = await promotion(star, { discountPercent: 20, audience: "both" });
    const other = await creator(999);
    expect((await api(`/api/users/promotions/${promo._id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await api(`/api/users/promotions/${promo._id}`, { method: "DELETE", token: star.token })).status).toBe(200);
    const fan = await member();
    expect((await api(`/api/users/${star.username}/offers`, { token: fan.token })).json.promotion).toBeNull();
    expect((await subscribeTo(fan, star.id)).status).toBe(201);
    expect((await paymentsOf(fan.id))[0]!.amountCents).toBe(999);
  });
});

describe("free-trial links", () => {
  it("gives the link's days of access without a charge, once per fan per creator, then renews at the monthly price; the creator sees claims and conversions", async () => {
    const star = await creator(999);
    const link = await trialLink(star, { days: 7 });
    expect(link.url).toMatch(new RegExp(`/profile/${star.username}\\?trial=${link.code}$`));
    const fan = await member();

    const offers = await api(`/api/users/${star.username}/offers?trial=${link.code}`, { token: fan.token });
    expect(offers.json.trial).toMatchObject({ code: link.code, days: 7, available: true, reason: null, firstCharge: { amount: 9.99 } });

    // a card on file is required
    const noCard = await subscribe(fan, { creatorId: star.id, paymentMethod: crypto.randomUUID(), trialCode: link.code });
    expect(noCard.status).toBe(400);
    const card = await addCard(fan.id);
    const res = await subscribe(fan, { creatorId: star.id, paymentMethod: card.id, trialCode: link.code });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.trial).toMatchObject({ days: 7, firstCharge: { amount: 9.99 } });
    expect(res.json.payment).toBeUndefined();
    expect(await paymentsOf(fan.id)).toEqual([]);
    const row = await subscriptionRow(fan, star);
    expect(row).toMatchObject({ status: "active", trial: true, priceCents: 0, autoRenew: true });
    expect(row.endDate.getTime() - row.startDate.getTime()).toBe(7 * DAY);
    expect(new Date(res.json.trial.firstCharge.at).getTime()).toBe(row.endDate.getTime());
    // the posts are open to the fan
    expect((await api(`/api/users/${star.username}`, { token: fan.token })).json.user.isSubscribed).toBe(true);

    // the trial ends: the renewal job charges the monthly price; the claim converts
    await setPeriod(fan.id, star.id, { endDate: new Date(Date.now() - MINUTE) });
    await renewDueSubscriptions(new Date());
    expect((await paymentsOf(fan.id)).map((p) => [p.amountCents, p.renewal, p.status])).toEqual([[999, true, "succeeded"]]);
    expect(await subscriptionRow(fan, star)).toMatchObject({ trial: false, priceCents: 999 });

    // later, expired again: no second trial from this creator, whatever the link
    await setPeriod(fan.id, star.id, { status: "expired", endDate: new Date(Date.now() - DAY), autoRenew: false });
    const again = await subscribe(fan, { creatorId: star.id, paymentMethod: card.id, trialCode: (await trialLink(star)).code });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("TRIAL_ALREADY_USED");
    expect((await api(`/api/users/${star.username}/offers?trial=${link.code}`, { token: fan.token })).json.trial).toMatchObject({
      available: false,
      reason: "TRIAL_ALREADY_USED",
    });

    const links = await api("/api/users/trial-links", { token: star.token });
    expect(links.json.trialLinks.find((l: { code: string }) => l.code === link.code)).toMatchObject({ claims: 1, conversions: 1, days: 7 });
  });

  it("two claims of one fan at once give one trial", async () => {
    const star = await creator(999);
    const link = await trialLink(star);
    const fan = await member();
    const card = await addCard(fan.id);
    const answers = await Promise.all([1, 2, 3].map(() => subscribe(fan, { creatorId: star.id, paymentMethod: card.id, trialCode: link.code })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await prisma.trialClaim.count({ where: { fanId: fan.id } })).toBe(1);
  });

  it("a used-up, expired, unknown or other creator's link gives nothing", async () => {
    const star = await creator(999);
    const link = await trialLink(star, { maxClaims: 1 });
    const first = await member();
    expect((await subscribe(first, { creatorId: star.id, paymentMethod: (await addCard(first.id)).id, trialCode: link.code })).status).toBe(201);
    const second = await member();
    const card = await addCard(second.id);
    const full = await subscribe(second, { creatorId: star.id, paymentMethod: card.id, trialCode: link.code });
    expect([full.status, full.json.code]).toEqual([409, "TRIAL_LINK_CLOSED"]);

    const expiring = await trialLink(star);
    await prisma.trialLink.update({ where: { code: expiring.code }, data: { expiresAt: new Date(Date.now() - MINUTE) } });
    const expired = await subscribe(second, { creatorId: star.id, paymentMethod: card.id, trialCode: expiring.code });
    expect([expired.status, expired.json.code]).toEqual([409, "TRIAL_LINK_CLOSED"]);

    const unknown = await subscribe(second, { creatorId: star.id, paymentMethod: card.id, trialCode: "nosuchcode123" });
    expect([unknown.status, unknown.json.code]).toEqual([404, "TRIAL_LINK_NOT_FOUND"]);
    const elsewhere = await creator(999);
    const foreign = await subscribe(second, { creatorId: elsewhere.id, paymentMethod: card.id, trialCode: (await trialLink(star)).code });
    expect([foreign.status, foreign.json.code]).toEqual([404, "TRIAL_LINK_NOT_FOUND"]);
    expect(await prisma.subscription.count({ where: { subscriberId: second.id } })).toBe(0);
  });

  it("trial days are 1 to 30", async () => {
    const star = await creator(999);
    const res = await api("/api/users/trial-links", { method: "POST", token: star.token, body: { days: 31, maxClaims: 1, expiresAt: inDays(1) } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors ?? {})).toContain("days");
  });
});
