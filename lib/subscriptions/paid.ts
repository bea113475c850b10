import type { Tx } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { offerPeriodEnd } from "@/shared/subscription-period";
import { markTrialConverted } from "@/lib/offers/trials";

/**
 * What a succeeded subscription payment does (called by lib/checkout/complete.ts in its
 * transaction): a renewal moves its subscription to the period it paid for (active again, past_due
 * cleared; renewals are monthly at the creator's price, so the offer of the period before, a
 * bundle, a promotion or a trial, is cleared: decision 062); a first payment starts a 30-day period
 * for the pair from now (a bundle: its months, shared/subscription-period.ts), records the offer
 * it was bought with, turns renewal on and tells the creator. Either way a free trial the fan had
 * of this creator counts as converted (lib/offers/trials.ts). A payment that lands while the pair already holds a paid period (a
 * confirmation that came late) adds its period after that one: nothing paid is lost.
 * Returns the subscription's id; the payment records it and the period.
 */
export async function startOrRenewSubscription(tx: Tx, payment: Payment, now: Date): Promise<string> {
  if (payment.renewal && payment.subscriptionId && payment.periodStart && payment.periodEnd) {
    await tx.subscription.update({
      where: { id: payment.subscriptionId },
      data: {
        status: "active",
        startDate: payment.periodStart,
        endDate: payment.periodEnd,
        pastDueSince: null,
        priceCents: payment.amountCents,
        bundleMonths: null,
        discountPercent: null,
        promotionId: null,
        trial: false,
      },
    });
    await markTrialConverted(tx, payment.payerId!, payment.payeeId!, now);
    return payment.subscriptionId;
  }
  const subscriberId = payment.payerId!;
  const creatorId = payment.payeeId!;
  const existing = await tx.subscription.findUnique({ where: { subscriberId_creatorId: { subscriberId, creatorId } } });
  const paidUntil = existing && existing.status === "active" && existing.endDate > now ? existing.endDate : null;
  const start = paidUntil ?? now;
  const end = offerPeriodEnd(start, payment.bundleMonths);
  const data = {
    status: "active" as const,
    priceCents: payment.amountCents,
    paymentMethod: payment.cardId ?? "",
    endDate: end,
    cancelledAt: null,
    autoRenew: true,
    pastDueSince: null,
    bundleMonths: payment.bundleMonths,
    discountPercent: payment.discountPercent,
    promotionId: payment.promotionId,
    trial: false,
  };
  // a new subscriber: the creator's welcome message is owed (lib/chat/welcome.ts)
  const fresh = { startDate: start, welcomePending: true };
  const row = await tx.subscription.upsert({
    where: { subscriberId_creatorId: { subscriberId, creatorId } },
    create: { subscriberId, creatorId, ...fresh, ...data },
    update: paidUntil ? data : { ...fresh, ...data },
  });
  await tx.payment.update({ where: { id: payment.id }, data: { subscriptionId: row.id, periodStart: start, periodEnd: end } });
  await markTrialConverted(tx, subscriberId, creatorId, now);
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
