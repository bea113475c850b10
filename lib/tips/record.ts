import type { Tx } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";

/** What a succeeded tip payment does (lib/checkout/complete.ts, in its transaction): the Tip row, and the creator is told. */
export async function recordTip(tx: Tx, payment: Payment): Promise<string> {
  const tip = await tx.tip.create({
    data: {
      senderId: payment.payerId!,
      recipientId: payment.payeeId!,
      amountCents: payment.amountCents,
      currency: payment.currency,
      cardId: payment.cardId,
      paymentId: payment.id,
    },
  });
  const from = await tx.user.findUniqueOrThrow({ where: { id: payment.payerId! }, select: { username: true } });
  await notify(
    {
      recipientId: payment.payeeId!,
      senderId: payment.payerId,
      priority: "high",
      template: "tip",
      params: { amountCents: payment.amountCents, currency: payment.currency },
      actionUrl: `/profile/${from.username}`,
    },
    tx,
  );
  return tip.id;
}
