import { content } from "@/lib/notifications/templates";
import type { Tx } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";

/**
 * What a succeeded purchase payment does (lib/checkout/complete.ts, in its transaction, with the
 * ledger's journal): the Purchase row that opens the post to its buyer for good
 * (lib/access/purchases.ts), and the creator is told. A payment carries what it buys (postId).
 */
export async function recordPurchase(tx: Tx, payment: Payment): Promise<string> {
  if (!payment.postId || !payment.payerId) throw new Error(`purchase payment ${payment.id} names nothing to buy`);
  const purchase = await tx.purchase.create({
    data: {
      buyerId: payment.payerId,
      kind: "post",
      postId: payment.postId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentId: payment.id,
      createdAt: payment.createdAt,
    },
    select: { id: true },
  });
  if (payment.payeeId) {
    await notify(
      {
        recipientId: payment.payeeId,
        senderId: payment.payerId,
        priority: "high",
        ...content("post_purchased", { amountCents: payment.amountCents, currency: payment.currency }),
        actionUrl: "/earnings",
      },
      tx,
    );
  }
  return purchase.id;
}

/** A reversed purchase payment (refund, chargeback) takes the access back: its Purchase row goes. */
export async function revokePurchase(tx: Tx, paymentId: string): Promise<void> {
  await tx.purchase.deleteMany({ where: { paymentId } });
}
