import type { Tx } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { formatMoney } from "@/shared/money";
import { PUBLIC_NAME_SELECT, shortPublicName } from "@/lib/users/public-name";

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
  const from = await tx.user.findUniqueOrThrow({ where: { id: payment.payerId! }, select: { username: true, ...PUBLIC_NAME_SELECT } });
  await notify(
    {
      recipientId: payment.payeeId!,
      senderId: payment.payerId,
      type: "payment_received",
      priority: "high",
      title: "New tip",
      message: `${shortPublicName(from)} sent you ${formatMoney("en", payment.amountCents / 100, payment.currency)}`,
      actionUrl: `/profile/${from.username}`,
    },
    tx,
  );
  return tip.id;
}
