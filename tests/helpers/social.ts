// Set-up helpers for the social API tests (subscriptions, tips, discovery, notifications).
// Accounts are made through the real API; rows other areas own (prices, cards) and moments
// in the past are set directly in the database.
import { api, uniqueUser } from "./http";
import { markTrustedCreator, prisma } from "./db";
import { addCard as saveCard } from "@/lib/wallet/cards";
import { markCreatorVerified } from "./verification";

const rnd = () => Math.floor(Math.random() * 250) + 1;

export type TestUser = { id: string; token: string; username: string; firstName: string };

/** A new member through the API: a trusted creator (posts publish at once) unless `untrusted`, identity-verified unless `verified: false`. */
export async function member(
  opts: { priceCents?: number | null; firstName?: string; lastName?: string; username?: string; untrusted?: boolean; verified?: boolean } = {},
): Promise<TestUser> {
  const form = uniqueUser();
  if (opts.firstName) form.firstName = opts.firstName;
  if (opts.lastName) form.lastName = opts.lastName;
  if (opts.username) form.username = opts.username;
  // each account from its own address: the sign-up rate limit is per client
  const headers = { "x-forwarded-for": `10.${rnd()}.${rnd()}.${rnd()}` };
  const res = await api("/api/users/register", { method: "POST", body: form, headers });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  const user = { id: res.json._id as string, token: res.json.token as string, username: res.json.username as string, firstName: form.firstName };
  if (opts.priceCents !== undefined) await setPrice(user.id, opts.priceCents);
  if (!opts.untrusted) await markTrustedCreator(user.id);
  if (opts.verified !== false) await markCreatorVerified(user.id);
  return user;
}

export const creator = (priceCents = 999, opts: { firstName?: string; lastName?: string } = {}) => member({ priceCents, ...opts });

export async function setPrice(userId: string, priceCents: number | null) {
  await prisma.user.update({ where: { id: userId }, data: { subscriptionPrice: priceCents } });
}

export async function makeAdminById(userId: string) {
  await prisma.user.update({ where: { id: userId }, data: { role: "ADMIN" } });
}

/** The test provider's cards (lib/payments/test-provider.ts). */
export const TEST_CARDS = { pays: "4242424242424242", declined: "4000000000000002", confirm: "4000000000003220", mastercard: "5555555555554444" };

/** Saves a card for the user through the app's own card service (tokenised by the test provider); the first one is the default. */
export async function addCard(userId: string, cardNumber = TEST_CARDS.pays) {
  const card = await saveCard(userId, { cardNumber, cardholderName: "Test Holder", expiryMonth: "12", expiryYear: "2099", cvv: "123" });
  return { ...card, userId };
}

/** Subscribes through the API with the given saved card (its id), or with a new paying card. */
export async function subscribeTo(fan: TestUser, creatorId: string, paymentMethod?: string) {
  const cardId = paymentMethod ?? (await addCard(fan.id)).id;
  return api("/api/users/subscribe", { method: "POST", token: fan.token, body: { creatorId, paymentMethod: cardId } });
}

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);

/** Moves a subscription's period (e.g. into the past) for a test. */
export async function setPeriod(
  subscriberId: string,
  creatorId: string,
  data: { startDate?: Date; endDate?: Date; status?: "active" | "expired" | "cancelled" | "past_due"; autoRenew?: boolean },
) {
  await prisma.subscription.update({ where: { subscriberId_creatorId: { subscriberId, creatorId } }, data });
}

/** A subscription row made directly (for ranking tests that need many, or old ones). */
export async function insertSubscription(subscriberId: string, creatorId: string, startDate: Date, endDate: Date, status: "active" | "expired" | "cancelled" = "active") {
  await prisma.subscription.create({ data: { subscriberId, creatorId, startDate, endDate, status, priceCents: 999, paymentMethod: "test" } });
}

/** The user's notifications as an English reader reads them (a reader with no language of their own reads Tunisian). */
export async function notificationsOf(user: TestUser) {
  const res = await api("/api/notifications?limit=50", { token: user.token, headers: { "accept-language": "en" } });
  if (res.status !== 200) throw new Error(`notifications: ${res.status}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
  return res.json.notifications as Array<Record<string, any>>;
}
