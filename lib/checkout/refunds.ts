import { prisma, type Tx } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import type { Payment } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/errors";
import { notifyMany, type NotifyInput } from "@/lib/notifications/notify";
import { postReversal } from "@/lib/payments/ledger";
import { providerNamed } from "@/lib/payments/provider";
import { revokePurchase } from "@/lib/purchases/record";
import { revokeMessagePurchase } from "@/lib/chat/paid-messages";

/**
 * Refunds and chargebacks (docs/decisions/025-money.md). Either reverses a succeeded payment
 * once, in ONE transaction: its status, the ledger's reversing journal (the creator's part leaves
 * their balance at once, which may go negative), what it paid for is taken back (a subscription
 * period it paid ends now; a purchase is removed, a bought message locked again), and the fan and
 * the creator are told.
 */

/** An admin's refund: the provider gives the money back, then the payment is reversed. */
export async function refundPayment(admin: AuditActor, paymentId: string, reason: string, now = new Date()): Promise<Payment> {
  const payment = await prisma.payment.findUnique({ where: { id: paymentId } });
  if (!payment) throw notFound("PAYMENT_NOT_FOUND");
  if (payment.status === "refunded") return payment;
  if (payment.status !== "succeeded" || !payment.providerRef) throw badRequest("REFUND_NOT_POSSIBLE");
  await providerNamed(payment.provider).refund({ ref: payment.providerRef, idempotencyKey: `refund:${payment.id}`, reason });
  return (await reversePayment(payment.id, "refund", reason, now, admin)) ?? (await prisma.payment.findUniqueOrThrow({ where: { id: paymentId } }));
}

/**
 * Reverses a succeeded payment (refund or chargeback); null when it was not succeeded (already
 * reversed: no second effect). `admin`: the admin who asked for it, written to the audit log.
 */
export async function reversePayment(
  paymentId: string,
  event: "refund" | "chargeback",
  reason: string,
  now = new Date(),
  admin?: AuditActor,
): Promise<Payment | null> {
  return prisma.$transaction(async (tx) => {
    const moved = await tx.payment.updateMany({
      where: { id: paymentId, status: "succeeded" },
      data: { status: event === "refund" ? "refunded" : "charged_back", refundReason: reason.slice(0, 500), reversedAt: now },
    });
    if (moved.count === 0) return null;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    await postReversal(tx, payment, event, now);
    await takeBack(tx, payment, now);
    await tellBoth(tx, payment, event);
    if (admin) {
      const targetIds = [payment.id, ...[payment.payerId, payment.payeeId].filter((id): id is string => id !== null)];
      await recordAudit(tx, admin, { action: `payment.${event}`, targetType: "payment", targetIds, before: { status: "succeeded" }, after: { status: payment.status, reason } }, now);
    }
    return payment;
  });
}

async function takeBack(tx: Tx, payment: Payment, now: Date): Promise<void> {
  // a pay-per-view message is locked again (lib/chat/paid-messages.ts), a post's Purchase row goes
  if (payment.kind === "purchase") return payment.messageId ? revokeMessagePurchase(tx, payment) : revokePurchase(tx, payment.id);
  if (payment.kind !== "subscription" || !payment.subscriptionId || !payment.periodEnd) return;
  // the access this payment paid for ends now: the subscription's current period, if it is this one
  await tx.subscription.updateMany({
    where: { id: payment.subscriptionId, endDate: { lte: payment.periodEnd, gt: now } },
    data: { status: "expired", endDate: now, autoRenew: false, pastDueSince: null },
  });
}

async function tellBoth(tx: Tx, payment: Payment, event: "refund" | "chargeback"): Promise<void> {
  const params = { kind: payment.kind, amountCents: payment.amountCents, currency: payment.currency };
  const notes: NotifyInput[] = [];
  if (payment.payerId) {
    notes.push({
      recipientId: payment.payerId,
      priority: "high",
      template: event === "refund" ? "refund_payer" : "chargeback_payer",
      params,
      actionUrl: "/settings/payments",
    });
  }
  if (payment.payeeId) {
    notes.push({
      recipientId: payment.payeeId,
      priority: "high",
      template: event === "refund" ? "refund_payee" : "chargeback_payee",
      params,
      actionUrl: "/earnings",
    });
  }
  await notifyMany(notes, tx);
}
