import { ACCOUNT_STANDING_SELECT, profileShown } from "@/lib/access/accounts";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { assertNoBlock } from "@/lib/access/audience";
import { checkout, payerCard } from "@/lib/checkout/checkout";
import { lockPair, subscriptionOfPair } from "@/lib/subscriptions/pair";
import { paymentSummary } from "@/lib/payments/serialize";
import { countSubscribers } from "@/lib/subscriptions/counts";
import { subscriptionInfo } from "@/lib/subscriptions/period";
import type { SubscribeInput } from "@/shared/schemas/subscriptions";

/** A payment for the pair still waiting for the fan's confirmation longer than this is given up. */
const PENDING_PAYMENT_MS = 30 * 60 * 1000;

export type SubscribeResult =
  | {
      message: string;
      subscription: ReturnType<typeof subscriptionInfo>;
      subscriberCount: number;
      payment?: ReturnType<typeof paymentSummary>;
    }
  | { requiresAction: true; actionUrl: string; paymentId: string };

/**
 * Starts a 30-day subscription, charged to one of the fan's saved cards through checkout
 * (lib/checkout/checkout.ts): the payment, its ledger entries, the subscription and the creator's
 * notification commit together when the provider says yes; a card that needs the fan's
 * confirmation answers requiresAction (the period starts when it is confirmed); a declined card
 * answers 402 and changes nothing. A cancelled subscription still inside its paid period gets
 * its renewal back on, with no charge; an active one answers 409.
 */
export async function subscribe(subscriber: { id: string }, input: SubscribeInput, now = new Date()): Promise<SubscribeResult> {
  const { creatorId, paymentMethod } = input;
  if (creatorId === subscriber.id) throw badRequest("You cannot subscribe to yourself");
  const creator = await prisma.user.findUnique({
    where: { id: creatorId },
    select: { id: true, username: true, subscriptionPrice: true, role: true, ...ACCOUNT_STANDING_SELECT },
  });
  // a suspended, banned or hidden creator cannot be subscribed to (lib/access/accounts.ts)
  if (!creator || creator.role !== "MEMBER" || !profileShown(creator, now)) throw notFound("Creator not found");
  if (creator.subscriptionPrice === null) throw badRequest("This creator does not offer subscriptions");
  await assertNoBlock(subscriber.id, creator.id, "Creator not found");
  const price = creator.subscriptionPrice;

  const reactivated = await prisma.$transaction(async (tx) => {
    await payerCard(subscriber.id, paymentMethod, "paymentMethod", now, tx);
    await lockPair(tx, subscriber.id, creatorId);
    const existing = await subscriptionOfPair(tx, subscriber.id, creatorId, now);
    if (existing?.givesAccess !== true) return null;
    if (existing.status === "active") throw conflict("You are already subscribed");
    // cancelled but paid up: renewal back on, with the card chosen now; no charge, same end date
    const row = await tx.subscription.update({
      where: { id: existing.id },
      data: { status: "active", cancelledAt: null, autoRenew: true, paymentMethod },
    });
    return { message: "Subscription reactivated", subscription: subscriptionInfo(row, true, now), subscriberCount: await countSubscribers(creatorId, now, tx) };
  });
  if (reactivated) return reactivated;

  const result = await checkout(
    {
      payerId: subscriber.id,
      payeeId: creatorId,
      kind: "subscription",
      amountCents: price,
      cardId: paymentMethod,
      cardField: "paymentMethod",
      idempotencyKey: `subscribe:${randomUUID()}`,
      returnPath: `/profile/${creator.username}`,
      guard: async (tx) => {
        await lockPair(tx, subscriber.id, creatorId);
        const existing = await subscriptionOfPair(tx, subscriber.id, creatorId, now);
        if (existing?.givesAccess === true) throw conflict("You are already subscribed");
        await tx.payment.updateMany({
          where: { payerId: subscriber.id, payeeId: creatorId, kind: "subscription", status: "requires_action", createdAt: { lt: new Date(now.getTime() - PENDING_PAYMENT_MS) } },
          data: { status: "failed", failureCode: "abandoned", actionUrl: null },
        });
        const pending = await tx.payment.count({
          where: { payerId: subscriber.id, payeeId: creatorId, kind: "subscription", status: { in: ["processing", "requires_action"] } },
        });
        if (pending > 0) throw conflict("A payment for this subscription is already waiting for confirmation");
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
