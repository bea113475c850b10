import type { Tx } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { periodEnd } from "@/lib/subscriptions/period";

/**
 * What a succeeded subscription payment does (called by lib/checkout/complete.ts in its
 * transaction): a renewal moves its subscription to the period it paid for (active again, past_due
 * cleared); a first payment starts a 30-day period for the pair from now, with renewal on, and
 * tells the creator. A payment that lands while the pair already holds a paid period (a
 * confirmation that came late) adds its period after that one: nothing paid is lost.
 * Returns the subscription's id; the payment records it and the period.
 */
export async function startOrRenewSubscription(tx: Tx, payment: Payment, now: Date): Promise<string> {
  if (payment.renewal && payment.subscriptionId && payment.periodStart && payment.periodEnd) {
    await tx.subscription.update({
      where: { id: payment.subscriptionId },
      data: { status: "active", startDate: payment.periodStart, endDate: payment.periodEnd, pastDueSince: null, priceCents: payment.amountCents },
    });
    return payment.subscriptionId;
  }
  const subscriberId = payment.payerId!;
  const creatorId = payment.payeeId!;
  const existing = await tx.subscription.findUnique({ where: { subscriberId_creatorId: { subscriberId, creatorId } } });
  const paidUntil = existing && existing.status === "active" && existing.endDate > now ? existing.endDate : null;
  const start = paidUntil ?? now;
  const end = periodEnd(start);
  const data = {
    status: "active" as const,
    priceCents: payment.amountCents,
    paymentMethod: payment.cardId ?? "",
    endDate: end,
    cancelledAt: null,
    autoRenew: true,
    pastDueSince: null,
  };
  const row = await tx.subscription.upsert({
    where: { subscriberId_creatorId: { subscriberId, creatorId } },
    create: { subscriberId, creatorId, startDate: start, ...data },
    update: paidUntil ? data : { startDate: start, ...data },
  });
  await tx.payment.update({ where: { id: payment.id }, data: { subscriptionId: row.id, periodStart: start, periodEnd: end } });
  if (!paidUntil) {
    const fan = await tx.user.findUniqueOrThrow({ where: { id: subscriberId }, select: { username: true } });
    await notify(
      {
        recipientId: creatorId,
        senderId: subscriberId,
        priority: "normal",
        template: "new_subscriber",
        params: {},
        actionUrl: `/profile/${fan.username}`,
      },
      tx,
    );
  }
  return row.id;
}
