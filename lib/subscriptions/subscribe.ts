import { z } from "zod";
import { sql } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { charge } from "@/lib/payments/provider";
import { assertOwnCard } from "@/lib/payments/cards";
import { notify } from "@/lib/notifications/notify";
import { countSubscribers } from "@/lib/subscriptions/counts";
import { periodEnd, subscriptionInfo } from "@/lib/subscriptions/period";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";
import type { SubscribeInput } from "@/shared/schemas/subscriptions";

/** Serialises subscribe/unsubscribe of one (subscriber, creator) pair so a double click never charges twice. */
export async function lockPair(tx: Tx, subscriberId: string, creatorId: string): Promise<void> {
  const key = `subscription:${subscriberId}:${creatorId}`;
  await sql`SELECT 1 AS "ok" FROM (SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))) AS "l"`.execute(kysely(tx));
}

export type SubscribeResult = {
  message: string;
  subscription: ReturnType<typeof subscriptionInfo>;
  subscriberCount: number;
};

/**
 * Starts (or renews, on the same row) a 30-day subscription, charging the creator's price
 * through the payment provider in the same transaction as the subscription row and the
 * creator's notification. A cancelled subscription still inside its paid period is
 * reactivated without a new charge; an active one answers 409.
 */
export async function subscribe(subscriber: { id: string }, input: SubscribeInput): Promise<SubscribeResult> {
  const { creatorId, paymentMethod } = input;
  if (creatorId === subscriber.id) throw badRequest("You cannot subscribe to yourself");
  const creator = await prisma.user.findUnique({
    where: { id: creatorId },
    select: { id: true, username: true, subscriptionPrice: true, role: true },
  });
  if (!creator || creator.role !== "MEMBER") throw notFound("Creator not found");
  if (creator.subscriptionPrice === null) throw badRequest("This creator does not offer subscriptions");
  const price = creator.subscriptionPrice;
  if (z.uuid().safeParse(paymentMethod).success) await assertOwnCard(subscriber.id, paymentMethod);

  return prisma.$transaction(async (tx) => {
    await lockPair(tx, subscriber.id, creatorId);
    const now = new Date();
    const existing = await subscriptionOfPair(tx, subscriber.id, creatorId, now);
    const running = existing?.givesAccess === true;
    if (running && existing.status === "active") throw conflict("You are already subscribed");

    let message: string;
    let row;
    if (running) {
      // cancelled but paid up: turn auto-renew back on, no new charge, same end date
      row = await tx.subscription.update({
        where: { id: existing.id },
        data: { status: "active", cancelledAt: null },
      });
      message = "Subscription reactivated";
    } else {
      const subscriberUser = await tx.user.findUniqueOrThrow({ where: { id: subscriber.id }, select: { username: true } });
      const endDate = periodEnd(now);
      await charge(
        {
          payerId: subscriber.id,
          payeeId: creatorId,
          amountCents: price,
          kind: "subscription",
          idempotencyKey: `subscription:${subscriber.id}:${creatorId}:${now.toISOString()}`,
        },
        tx,
      );
      const data = { status: "active" as const, priceCents: price, paymentMethod, startDate: now, endDate, cancelledAt: null };
      row = await tx.subscription.upsert({
        where: { subscriberId_creatorId: { subscriberId: subscriber.id, creatorId } },
        create: { subscriberId: subscriber.id, creatorId, ...data },
        update: data,
      });
      await notify(
        {
          recipientId: creatorId,
          senderId: subscriber.id,
          type: "subscription",
          priority: "normal",
          title: "New subscriber",
          message: `@${subscriberUser.username} subscribed to you`,
          actionUrl: `/profile/${subscriberUser.username}`,
        },
        tx,
      );
      message = "Successfully subscribed! Welcome to exclusive content!";
    }
    // the row gives access now: reactivated inside its running period, or a new period from now
    return { message, subscription: subscriptionInfo(row, true, now), subscriberCount: await countSubscribers(creatorId, now, tx) };
  });
}

/** The pair's subscription row, if any, and whether it gives access at `now` (lib/access/subscription.ts). */
export function subscriptionOfPair(tx: Tx, subscriberId: string, creatorId: string, now: Date) {
  return kysely(tx)
    .selectFrom("Subscription as s")
    .selectAll("s")
    .select(givesAccess(subscriptionRow("s"), now).as("givesAccess"))
    .where("s.subscriberId", "=", subscriberId)
    .where("s.creatorId", "=", creatorId)
    .executeTakeFirst();
}
