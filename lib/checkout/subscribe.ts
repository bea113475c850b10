import { ACCOUNT_STANDING_SELECT, profileShown } from "@/lib/access/accounts";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { assertNoBlock } from "@/lib/access/audience";
import { assertNoPendingPayment, checkout, payerCard } from "@/lib/checkout/checkout";
import { lockPair, subscriptionOfPair } from "@/lib/subscriptions/pair";
import { paymentSummary } from "@/lib/payments/serialize";
import { countSubscribers } from "@/lib/subscriptions/counts";
import { subscriptionInfo } from "@/lib/subscriptions/period";
import type { SubscribeInput } from "@/shared/schemas/subscriptions";
import { assertExpectedAmount, priceChanged, quoteSubscription } from "@/lib/offers/quote";
import { claimTrial, type TrialResult } from "@/lib/checkout/trial";

export type SubscribeResult =
  | {
      message: string;
      subscription: ReturnType<typeof subscriptionInfo>;
      subscriberCount: number;
      payment?: ReturnType<typeof paymentSummary>;
    }
  | { requiresAction: true; actionUrl: string; paymentId: string }
  | TrialResult;

/**
 * Starts a 30-day subscription, charged to one of the fan's saved cards through checkout
 * (lib/checkout/checkout.ts): the payment, its ledger entries, the subscription and the creator's
 * notification commit together when the provider says yes; a card that needs the fan's
 * confirmation answers requiresAction (the period starts when it is confirmed); a declined card
 * answers 402 and changes nothing. A cancelled subscription still inside its paid period gets
 * its renewal back on, with no charge; an active one answers 409.
 * Offers (issue 21): `bundleMonths` buys one of the creator's bundles (charged once, its months
 * long); without it the promotion the fan is entitled to applies to the first month; the amount
 * is computed once (lib/offers/quote.ts over shared/pricing.ts), checked against the
 * confirmation's `expectedAmount`, recorded on the payment and the subscription. `trialCode`
 * claims a free trial instead (lib/checkout/trial.ts).
 */
export async function subscribe(subscriber: { id: string }, input: SubscribeInput, now = new Date()): Promise<SubscribeResult> {
  const { creatorId, paymentMethod, bundleMonths } = input;
  if (creatorId === subscriber.id) throw badRequest("CANNOT_SUBSCRIBE_SELF");
  const creator = await prisma.user.findUnique({
    where: { id: creatorId },
    select: { id: true, username: true, subscriptionPrice: true, role: true, ...ACCOUNT_STANDING_SELECT },
  });
  // a suspended, banned or hidden creator cannot be subscribed to (lib/access/accounts.ts)
  if (!creator || creator.role !== "MEMBER" || !profileShown(creator, now)) throw notFound("CREATOR_NOT_FOUND");
  if (creator.subscriptionPrice === null) throw badRequest("NO_SUBSCRIPTION_PRICE");
  await assertNoBlock(subscriber.id, creator.id, "CREATOR_NOT_FOUND");
  const price = creator.subscriptionPrice;
  if (input.trialCode) return claimTrial(subscriber, { id: creator.id, username: creator.username, subscriptionPrice: price }, paymentMethod, input.trialCode, now);

  // a cancelled subscription still paid up is reactivated instead of charged; read first without
  // a transaction (most subscribes are new pairs), then decided again under the pair's lock
  const current = await subscriptionOfPair(prisma, subscriber.id, creatorId, now);
  const reactivated = current?.givesAccess !== true ? null : await prisma.$transaction(async (tx) => {
    await payerCard(subscriber.id, paymentMethod, "paymentMethod", now, tx);
    await lockPair(tx, subscriber.id, creatorId);
    const existing = await subscriptionOfPair(tx, subscriber.id, creatorId, now);
    if (existing?.givesAccess !== true) return null;
    if (existing.status === "active" || bundleMonths) throw conflict("ALREADY_SUBSCRIBED");
    // cancelled but paid up: renewal back on, with the card chosen now; no charge, same end date
    const row = await tx.subscription.update({
      where: { id: existing.id },
      data: { status: "active", cancelledAt: null, autoRenew: true, paymentMethod },
    });
    return { message: "Subscription reactivated", subscription: subscriptionInfo(row, true, now), subscriberCount: await countSubscribers(creatorId, now, tx) };
  });
  if (reactivated) return reactivated;

  const quote = await quoteSubscription(subscriber.id, { id: creator.id, subscriptionPrice: price }, { bundleMonths, now, pair: current ?? null });
  assertExpectedAmount(input.expectedAmount, quote);

  const result = await checkout(
    {
      payerId: subscriber.id,
      payeeId: creatorId,
      kind: "subscription",
      amountCents: quote.charge.amountCents,
      offer: { bundleMonths: quote.bundleMonths, discountPercent: quote.charge.discountPercent || null, promotionId: quote.promotionId },
      cardId: paymentMethod,
      cardField: "paymentMethod",
      idempotencyKey: `subscribe:${randomUUID()}`,
      returnPath: `/profile/${creator.username}`,
      guard: async (tx) => {
        await lockPair(tx, subscriber.id, creatorId);
        const existing = await subscriptionOfPair(tx, subscriber.id, creatorId, now);
        if (existing?.givesAccess === true) throw conflict("ALREADY_SUBSCRIBED");
        await assertNoPendingPayment(tx, { payerId: subscriber.id, kind: "subscription", payeeId: creatorId }, now, () => conflict("PAYMENT_PENDING"));
        // the same price under the promotions' lock: the last claim of a promotion goes to one fan
        const locked = await quoteSubscription(subscriber.id, { id: creator.id, subscriptionPrice: price }, { bundleMonths, now, db: tx, lock: true, pair: existing ?? null });
        if (locked.charge.amountCents !== quote.charge.amountCents || locked.promotionId !== quote.promotionId) throw priceChanged();
      },
    },
    now,
  );
  if (result.status === "requires_action") return { requiresAction: true, actionUrl: result.actionUrl, paymentId: result.paymentId };
  const row = await prisma.subscription.findUniqueOrThrow({ where: { id: result.subscriptionId! } });
  return {
    message: "Successfully subscribed! Welcome to exclusive content!",
    subscription: subscriptionInfo(row, true, now),
    subscriberCount: await countSubscribers(creatorId, now),
    payment: paymentSummary(result.payment),
  };
}
