import { afterEach, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { makeAdmin, prisma } from "../helpers/db";
import { addCard, creator, member, notificationsOf, subscribeTo, TEST_CARDS, type TestUser } from "../helpers/social";
import { entriesOf, expectLedgerBalanced, paymentsOf } from "../helpers/money";
import { mailsTo } from "../helpers/account";
import { renewDueSubscriptions, GRACE_DAYS } from "@/lib/checkout/renewals";
import { expireDueSubscriptions } from "@/lib/subscriptions/expire";
import { signWebhook } from "@/lib/checkout/webhooks";

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const cardBody = (over: Record<string, string> = {}) => ({
  cardNumber: "4242 4242 4242 4242",
  cardholderName: "Amira Ben Ali",
  expiryMonth: "12",
  expiryYear: "2099",
  cvv: "123",
  ...over,
});

const profileOf = async (viewer: TestUser, star: TestUser) => (await api(`/api/users/${star.username}`, { token: viewer.token })).json.user;

const subscriptionRow = (fan: TestUser, star: TestUser) =>
  prisma.subscription.findUniqueOrThrow({ where: { subscriberId_creatorId: { subscriberId: fan.id, creatorId: star.id } } });

async function webhook(body: object, opts: { signature?: string | null; at?: Date } = {}) {
  const raw = JSON.stringify(body);
  const signature = opts.signature === undefined ? signWebhook(raw, opts.at ?? new Date()) : opts.signature;
  return api("/api/payments/webhooks/test", {
    method: "POST",
    rawBody: raw,
    headers: { "content-type": "application/json", ...(signature ? { "velvet-signature": signature } : {}) },
  });
}

// every scenario leaves the books balanced
afterEach(async () => {
  await expectLedgerBalanced();
});

describe("cards are checked by field and never stored whole", () => {
  it("answers a field error for a wrong check digit, month 13, a past expiry and a short CVC", async () => {
    const fan = await member();
    const cases: [Record<string, string>, string][] = [
      [{ cardNumber: "4242 4242 4242 4241" }, "cardNumber"],
      [{ cardNumber: "4242 4242 42" }, "cardNumber"],
      [{ expiryMonth: "13" }, "expiryMonth"],
      [{ expiryYear: "2020" }, "expiryYear"],
      [{ cvv: "12" }, "cvv"],
    ];
    for (const [over, field] of cases) {
      const res = await api("/api/users/cards", { method: "POST", token: fan.token, body: cardBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json.errors ?? {}), JSON.stringify(over)).toContain(field);
    }
    expect(await prisma.savedCard.count({ where: { userId: fan.id } })).toBe(0);
  });

  it("keeps the provider's token, brand, last 4 and expiry: the number and CVC are nowhere", async () => {
    const fan = await member();
    const res = await api("/api/users/cards", { method: "POST", token: fan.token, body: cardBody() });
    expect(res.status).toBe(201);
    expect(res.json.card).toMatchObject({ brand: "Visa", last4: "4242", expiryMonth: 12, expiryYear: 2099, isDefault: true });
    expect(res.json.card).not.toHaveProperty("providerToken");
    const row = await prisma.savedCard.findUniqueOrThrow({ where: { id: res.json.card.id } });
    expect(row.providerToken).toMatch(/^tok_/);
    const stored = JSON.stringify([row, await prisma.testProviderCard.findUnique({ where: { token: row.providerToken } })]);
    expect(stored).not.toContain("4242424242424242");
    expect(stored).not.toMatch(/"123"/);
  });
});

describe("checkout", () => {
  it("a declined card answers 402 and records nothing: no payment, no entry, no access", async () => {
    const star = await creator(900);
    const fan = await member();
    const declined = await addCard(fan.id, TEST_CARDS.declined);
    const res = await subscribeTo(fan, star.id, declined.id);
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ success: false, code: "CARD_DECLINED", message: "Your card was declined" });
    expect(await paymentsOf(fan.id)).toHaveLength(0);
    expect(await entriesOf(fan.id, "payer_card")).toHaveLength(0);
    expect(await prisma.subscription.count({ where: { subscriberId: fan.id } })).toBe(0);
    expect((await profileOf(fan, star)).isSubscribed).toBe(false);
    const tip = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 5, cardId: declined.id } });
    expect(tip.status).toBe(402);
    expect(await prisma.tip.count({ where: { senderId: fan.id } })).toBe(0);
  });

  it("a card that needs confirmation answers requiresAction; access starts only once the fan confirms on the provider's page", async () => {
    const star = await creator(1500);
    const fan = await member();
    const card = await addCard(fan.id, TEST_CARDS.confirm);
    const res = await subscribeTo(fan, star.id, card.id);
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ requiresAction: true });
    expect(res.json.actionUrl).toMatch(/\/payments\/test-provider\/ch_[0-9a-f]+\?return=/);
    expect((await profileOf(fan, star)).isSubscribed).toBe(false);
    expect((await paymentsOf(fan.id))[0]).toMatchObject({ status: "requires_action" });

    const url = new URL(res.json.actionUrl);
    const ref = url.pathname.split("/").pop()!;
    const page = await api(`/api/payments/test-provider/${ref}${url.search}`);
    expect(page.json).toMatchObject({ amount: 15, currency: "TND", descriptor: "VLV*SERVICES", status: "requires_action", returnUrl: `/profile/${star.username}` });
    // another attempt while this one waits is refused (one charge per subscription)
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(409);

    const confirmed = await api(`/api/payments/test-provider/${ref}${url.search}`, { method: "POST", body: { decision: "confirm" } });
    expect(confirmed.json).toMatchObject({ status: "succeeded", returnUrl: `/profile/${star.username}` });
    expect((await profileOf(fan, star)).isSubscribed).toBe(true);
    expect((await paymentsOf(fan.id))[0]).toMatchObject({ status: "succeeded", amountCents: 1500, feeCents: 300 });
    // confirming twice changes nothing
    await api(`/api/payments/test-provider/${ref}`, { method: "POST", body: { decision: "confirm" } });
    expect(await entriesOf(fan.id, "payer_card")).toHaveLength(1);
  });

  it("a subscription payment left waiting past 30 minutes is given up; one to another creator never counts", async () => {
    const star = await creator(1500);
    const other = await creator(900);
    const fan = await member();
    const confirm = await addCard(fan.id, TEST_CARDS.confirm);
    expect((await subscribeTo(fan, star.id, confirm.id)).status).toBe(202);
    const pays = await addCard(fan.id);
    // waiting for star: another creator can be subscribed to meanwhile
    expect((await subscribeTo(fan, other.id, pays.id)).status).toBe(201);
    const again = await subscribeTo(fan, star.id, pays.id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("PAYMENT_PENDING");
    await prisma.payment.updateMany({ where: { payerId: fan.id, payeeId: star.id }, data: { createdAt: new Date(Date.now() - 31 * 60_000) } });
    expect((await subscribeTo(fan, star.id, pays.id)).status).toBe(201);
    const toStar = (await paymentsOf(fan.id)).filter((p) => p.payeeId === star.id);
    expect(toStar.map((p) => [p.status, p.failureCode ?? null])).toEqual([["failed", "abandoned"], ["succeeded", null]]);
    expect((await profileOf(fan, star)).isSubscribed).toBe(true);
    await expectLedgerBalanced();
  });

  it("a cancelled confirmation fails the payment and gives no access", async () => {
    const star = await creator();
    const fan = await member();
    const card = await addCard(fan.id, TEST_CARDS.confirm);
    const res = await api("/api/tips", { method: "POST", token: fan.token, body: { recipientUsername: star.username, amount: 7, cardId: card.id } });
    expect(res.status).toBe(202);
    const ref = new URL(res.json.actionUrl).pathname.split("/").pop()!;
    await api(`/api/payments/test-provider/${ref}`, { method: "POST", body: { decision: "cancel" } });
    expect((await paymentsOf(fan.id))[0]).toMatchObject({ status: "failed" });
    expect(await prisma.tip.count({ where: { senderId: fan.id } })).toBe(0);
  });

  it("sends a discreet receipt and lists the payment for the fan", async () => {
    const star = await creator(999);
    const fan = await member();
    const card = await addCard(fan.id);
    expect((await subscribeTo(fan, star.id, card.id)).status).toBe(201);
    const { email } = await prisma.user.findUniqueOrThrow({ where: { id: fan.id }, select: { email: true } });
    const [receipt] = await mailsTo(email, 1);
    expect(receipt.subject).toBe("Your receipt from VLV*SERVICES");
    expect(receipt.subject).not.toContain(star.username);
    expect(receipt.text).toMatch(/Amount: TND\s9\.990/);
    expect(receipt.text).toContain("ending in 4242");

    const list = await api("/api/users/payments", { token: fan.token });
    expect(list.status).toBe(200);
    expect(list.json.payments).toHaveLength(1);
    expect(list.json.payments[0]).toMatchObject({
      kind: "subscription",
      amount: 9.99,
      currency: "TND",
      creator: { username: star.username },
      card: { brand: "Visa", last4: "4242" },
      status: "succeeded",
    });
    // the creator's money is pending for the hold, then available
    const [earned] = await entriesOf(star.id, "creator_balance");
    expect(earned.amountCents).toBe(999 - 199);
    expect(earned.availableAt.getTime()).toBe(earned.createdAt.getTime() + 7 * DAY);
  });
});

describe("renewals (moved clock)", () => {
  it("at the end of the period the default card is charged and the next period starts where the last ended", async () => {
    const star = await creator(800);
    const fan = await member();
    const first = await subscribeTo(fan, star.id);
    const end = new Date(first.json.subscription.endDate);
    // not due yet: nothing happens to it (other test files' subscriptions may fall due at that clock)
    await renewDueSubscriptions(new Date(end.getTime() - MINUTE));
    expect(await subscriptionRow(fan, star)).toMatchObject({ endDate: end, autoRenew: true, status: "active" });
    expect((await paymentsOf(fan.id)).filter((p) => p.renewal)).toEqual([]);
    await renewDueSubscriptions(new Date(end.getTime() + MINUTE));
    const row = await subscriptionRow(fan, star);
    expect(row).toMatchObject({ status: "active", autoRenew: true });
    expect(row.startDate.getTime()).toBe(end.getTime());
    expect(row.endDate.getTime()).toBe(end.getTime() + 30 * DAY);
    const payments = await paymentsOf(fan.id);
    expect(payments.map((p) => [p.status, p.renewal])).toEqual([
      ["succeeded", false],
      ["succeeded", true],
    ]);
    // the same run again (another instance, a retry) charges nothing more
    await renewDueSubscriptions(new Date(end.getTime() + 2 * MINUTE));
    expect(await paymentsOf(fan.id)).toHaveLength(2);
  });

  it("a failed renewal makes it past_due (no access) with a notification, retried daily, then expired after the grace", async () => {
    const star = await creator(800);
    const fan = await member();
    const good = await addCard(fan.id);
    const first = await subscribeTo(fan, star.id, good.id);
    const end = new Date(first.json.subscription.endDate).getTime();
    // the fan's default card is now one that is declined
    const bad = await addCard(fan.id, TEST_CARDS.declined);
    await api(`/api/users/cards/${bad.id}/default`, { method: "PUT", token: fan.token });

    await renewDueSubscriptions(new Date(end + MINUTE));
    expect(await subscriptionRow(fan, star)).toMatchObject({ status: "past_due" });
    const failedNote = (await notificationsOf(fan)).find((n) => n.title === "Payment failed");
    expect(failedNote).toBeDefined();
    const profile = await profileOf(fan, star);
    expect(profile.isSubscribed).toBe(false);
    expect(profile.subscription).toMatchObject({ status: "past_due" });
    // the expiry job leaves it to the renewals during the grace
    await expireDueSubscriptions(new Date(end + 2 * MINUTE));
    expect(await subscriptionRow(fan, star)).toMatchObject({ status: "past_due" });

    // one retry a day: the same day again does nothing (nor does a run whose clock is behind), the next day tries again
    await renewDueSubscriptions(new Date(end + 2 * MINUTE));
    await renewDueSubscriptions(new Date());
    expect((await paymentsOf(fan.id)).filter((p) => p.renewal)).toHaveLength(1);
    await renewDueSubscriptions(new Date(end + DAY + MINUTE));
    expect((await paymentsOf(fan.id)).filter((p) => p.renewal).map((p) => p.status)).toEqual(["failed", "failed"]);

    await renewDueSubscriptions(new Date(end + GRACE_DAYS * DAY + MINUTE));
    expect(await subscriptionRow(fan, star)).toMatchObject({ status: "expired", autoRenew: false });
    expect((await notificationsOf(fan)).some((n) => n.title === "Subscription ended")).toBe(true);
    expect((await profileOf(fan, star)).isSubscribed).toBe(false);
  });

  it("a retry that succeeds during the grace starts a new period from the retry", async () => {
    const star = await creator(800);
    const fan = await member();
    const good = await addCard(fan.id);
    const first = await subscribeTo(fan, star.id, good.id);
    const end = new Date(first.json.subscription.endDate).getTime();
    const bad = await addCard(fan.id, TEST_CARDS.declined);
    await api(`/api/users/cards/${bad.id}/default`, { method: "PUT", token: fan.token });
    await renewDueSubscriptions(new Date(end + MINUTE));
    await api(`/api/users/cards/${good.id}/default`, { method: "PUT", token: fan.token });
    const retryAt = new Date(end + DAY + MINUTE);
    await renewDueSubscriptions(retryAt);
    const row = await subscriptionRow(fan, star);
    expect(row).toMatchObject({ status: "active", pastDueSince: null });
    expect(row.startDate.getTime()).toBe(retryAt.getTime());
  });

  it("a cancelled subscription does not renew: it ends at its end date", async () => {
    const star = await creator(800);
    const fan = await member();
    const first = await subscribeTo(fan, star.id);
    await api(`/api/users/${star.username}/unsubscribe`, { method: "POST", token: fan.token });
    const end = new Date(first.json.subscription.endDate).getTime();
    await renewDueSubscriptions(new Date(end + MINUTE));
    await expireDueSubscriptions(new Date(end + MINUTE));
    expect(await subscriptionRow(fan, star)).toMatchObject({ status: "expired" });
    expect(await paymentsOf(fan.id)).toHaveLength(1);
  });
});

describe("refunds and chargebacks", () => {
  it("an admin refund reverses the ledger, ends the access it paid for and tells both", async () => {
    const star = await creator(1000);
    const fan = await member();
    const admin = await member();
    await makeAdmin(admin.username);
    const sub = await subscribeTo(fan, star.id);
    const paymentId = sub.json.payment._id;
    expect((await api(`/api/admin/payments/${paymentId}/refund`, { method: "POST", token: fan.token, body: { reason: "x" } })).status).toBe(403);
    const res = await api(`/api/admin/payments/${paymentId}/refund`, { method: "POST", token: admin.token, body: { reason: "Requested by the fan" } });
    expect(res.status).toBe(200);
    expect(res.json.payment).toMatchObject({ status: "refunded" });
    expect((await entriesOf(star.id, "creator_balance")).map((e) => e.amountCents)).toEqual([800, -800]);
    expect((await entriesOf(fan.id, "payer_card")).map((e) => e.amountCents)).toEqual([-1000, 1000]);
    expect((await profileOf(fan, star)).isSubscribed).toBe(false);
    expect((await notificationsOf(fan)).some((n) => n.title === "Payment refunded")).toBe(true);
    expect((await notificationsOf(star)).some((n) => n.title === "Payment refunded")).toBe(true);
    // refunding again changes nothing
    await api(`/api/admin/payments/${paymentId}/refund`, { method: "POST", token: admin.token, body: { reason: "again" } });
    expect(await entriesOf(star.id, "creator_balance")).toHaveLength(2);
  });

  it("a creator's balance may go negative after a chargeback: later earnings recover it", async () => {
    const star = await creator(1000);
    const fan = await member();
    const sub = await subscribeTo(fan, star.id);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { id: sub.json.payment._id } });
    const event = { id: `evt_${payment.id}`, type: "charge.chargeback", created: Math.floor(Date.now() / 1000), data: { chargeRef: payment.providerRef, reason: "fraudulent" } };
    const res = await webhook(event);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ received: true });
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("charged_back");
    expect((await profileOf(fan, star)).isSubscribed).toBe(false);
    // the same event again: one effect
    const again = await webhook(event);
    expect(again.json).toMatchObject({ received: true, duplicate: true });
    expect((await entriesOf(star.id, "creator_balance")).map((e) => e.amountCents)).toEqual([800, -800]);
    expect((await notificationsOf(fan)).some((n) => n.title === "Payment disputed")).toBe(true);
  });

  it("refuses unsigned, wrongly signed and replayed webhooks", async () => {
    const event = { id: "evt_unknown", type: "charge.refunded", created: Math.floor(Date.now() / 1000), data: { chargeRef: "ch_nothing" } };
    expect((await webhook(event, { signature: null })).status).toBe(400);
    expect((await webhook(event, { signature: "t=1,v1=" + "0".repeat(64) })).status).toBe(400);
    const body = JSON.stringify(event);
    expect((await webhook(event, { signature: signWebhook(body, new Date(), "another-secret-of-16+chars") })).status).toBe(400);
    // an old delivery replayed: the signature is right but the timestamp is stale
    expect((await webhook(event, { at: new Date(Date.now() - 10 * MINUTE) })).status).toBe(400);
    // a correct one for an unknown charge is acknowledged and ignored
    expect((await webhook(event)).json).toMatchObject({ received: true, ignored: true });
  });
});
