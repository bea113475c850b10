import { randomUUID } from "node:crypto";
import { conflict } from "@/lib/errors";
import { assertNoBlock } from "@/lib/access/audience";
import { checkout } from "@/lib/checkout/checkout";
import { paymentSummary } from "@/lib/payments/serialize";
import { messageForSale, messageSeenBy } from "@/lib/chat/paid-messages";

/**
 * POST /api/chat/messages/{id}/purchase {paymentMethod}: the receiver buys a pay-per-view message
 * through the one checkout (lib/checkout/checkout.ts; same card rules, 402 declined, 202 when the
 * bank asks for a confirmation): the payment, its ledger entries and the unlock commit together
 * (lib/chat/paid-messages.ts recordMessagePurchase). 409 ALREADY_PURCHASED once bought, or while a
 * payment for it waits for confirmation. (The t21-posts branch makes a generic purchase entry;
 * this follows the subscription/tip path and reconciles with it at merge.)
 */
export async function purchaseMessage(buyer: { id: string }, messageId: string, paymentMethod: string, now = new Date()) {
  const m = await messageForSale(messageId, buyer.id);
  await assertNoBlock(buyer.id, m.senderId, "MESSAGE_NOT_FOUND");
  const result = await checkout(
    {
      payerId: buyer.id,
      payeeId: m.senderId,
      kind: "purchase",
      amountCents: m.priceCents,
      cardId: paymentMethod,
      cardField: "paymentMethod",
      idempotencyKey: `message:${randomUUID()}`,
      returnPath: `/chat?user=${m.sender.username}`,
      messageId: m.id,
      guard: async (tx) => {
        await messageForSale(messageId, buyer.id, tx);
        const pending = await tx.payment.count({ where: { messageId, status: { in: ["processing", "requires_action"] } } });
        if (pending > 0) throw conflict("PURCHASE_PENDING");
      },
    },
    now,
  );
  if (result.status === "requires_action") return { requiresAction: true as const, actionUrl: result.actionUrl, paymentId: result.paymentId };
  const seen = await messageSeenBy(messageId, buyer.id);
  return { message: seen.forViewer, payment: paymentSummary(result.payment) };
}
