import { prisma, type Tx } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { afterResponse } from "@/lib/http/after-response";
import { notify } from "@/lib/notifications/notify";
import { postCharge } from "@/lib/payments/ledger";
import { sendReceipt } from "@/lib/payments/receipts";
import { startOrRenewSubscription } from "@/lib/subscriptions/paid";
import { recordTip } from "@/lib/tips/record";
import { recordPurchase } from "@/lib/purchases/record";
import { recordMessagePurchase } from "@/lib/chat/paid-messages";

/**
 * What a succeeded payment does, in ONE transaction (docs/decisions/025-money.md): the payment
 * becomes succeeded, the ledger's charge journal is written, and what it pays for takes effect
 * (a subscription period starts, a tip or a purchase is recorded and the creator notified). The same payment
 * completed twice (a webhook repeated, two deliveries racing) has one effect: only the first moves
 * it out of processing / requires_action. The receipt mail goes after the commit and the answer.
 */

export type Completed = { payment: Payment; subscriptionId: string | null; tipId: string | null; purchaseId: string | null };

export async function completePayment(paymentId: string, providerRef: string, now = new Date()): Promise<Completed> {
  const done = await prisma.$transaction(async (tx) => {
    const moved = await tx.payment.updateMany({
      where: { id: paymentId, status: { in: ["processing", "requires_action"] } },
      data: { status: "succeeded", providerRef, actionUrl: null },
    });
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    if (moved.count === 0) {
      const tip = await tx.tip.findUnique({ where: { paymentId }, select: { id: true } });
      const bought = await tx.purchase.findUnique({ where: { paymentId }, select: { id: true } });
      return { payment, subscriptionId: payment.subscriptionId, tipId: tip?.id ?? null, purchaseId: bought?.id ?? null, fresh: false };
    }
    await postCharge(tx, payment, now);
    const effect = await fulfil(tx, payment, now);
    const updated = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    return { payment: updated, ...effect, fresh: true };
  });
  // after the answer: a slow or absent mail server never delays a checkout (a failed send is held
  // for the held-mail job by lib/account/notice-mail.ts)
  if (done.fresh) afterResponse(`receipt not sent (payment ${paymentId})`, () => sendReceipt(done.payment));
  return { payment: done.payment, subscriptionId: done.subscriptionId, tipId: done.tipId, purchaseId: done.purchaseId };
}

async function fulfil(tx: Tx, payment: Payment, now: Date): Promise<Omit<Completed, "payment">> {
  switch (payment.kind) {
    case "subscription":
      return { subscriptionId: await startOrRenewSubscription(tx, payment, now), tipId: null, purchaseId: null };
    case "tip":
      return { subscriptionId: null, tipId: await recordTip(tx, payment), purchaseId: null };
    case "purchase":
      // a pay-per-view message (lib/chat/paid-messages.ts) or a post (lib/purchases/record.ts)
      if (payment.messageId) {
        await recordMessagePurchase(tx, payment, now);
        return { subscriptionId: null, tipId: null, purchaseId: null };
      }
      return { subscriptionId: null, tipId: null, purchaseId: await recordPurchase(tx, payment) };
  }
}

/** The provider refused the charge (a renewal, or a confirmation that failed): the payment is failed, nothing else changes. */
export async function failPayment(paymentId: string, providerRef: string | null, code: string): Promise<Payment | null> {
  const moved = await prisma.payment.updateMany({
    where: { id: paymentId, status: { in: ["processing", "requires_action"] } },
    data: { status: "failed", failureCode: code, actionUrl: null, ...(providerRef ? { providerRef } : {}) },
  });
  if (moved.count === 0) return null;
  const payment = await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } });
  if (payment.payerId && !payment.renewal) {
    await notify({
      recipientId: payment.payerId,
      priority: "high",
      template: "payment_not_completed",
      params: {},
      actionUrl: "/settings/payments",
    });
  }
  return payment;
}
