import { prisma, type Tx } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { accountShown } from "@/lib/access/accounts";
import { messageSelect, toMessage } from "@/lib/chat/serialize";

export const ALREADY_PURCHASED = "ALREADY_PURCHASED";

/**
 * The pay-per-view message `messageId` as its receiver may buy it: 404 unless the viewer is its
 * receiver and it is shown (not hidden by moderation, sender may be shown); 400 NOT_FOR_SALE for a
 * free one; 409 ALREADY_PURCHASED once bought.
 */
export async function messageForSale(messageId: string, buyerId: string, db: Tx | typeof prisma = prisma) {
  const m = await db.message.findUnique({
    where: { id: messageId },
    select: { id: true, senderId: true, receiverId: true, priceCents: true, purchasedAt: true, hiddenAt: true, conversationId: true, sender: { select: { username: true, accountStatus: true, suspendedUntil: true, hiddenAt: true } } },
  });
  if (!m || m.receiverId !== buyerId || m.hiddenAt || !accountShown(m.sender)) throw notFound("Message not found");
  if (m.priceCents === null) throw new AppError(400, "This message is free", undefined, "NOT_FOR_SALE");
  if (m.purchasedAt) throw new AppError(409, "You already bought this message", undefined, ALREADY_PURCHASED);
  return { ...m, priceCents: m.priceCents };
}

/** What a succeeded message purchase does (lib/checkout/complete.ts, in its transaction): the message is open to its receiver; the creator is told. */
export async function recordMessagePurchase(tx: Tx, payment: Payment, now: Date): Promise<void> {
  if (!payment.messageId) return;
  const opened = await tx.message.updateMany({ where: { id: payment.messageId, purchasedAt: null }, data: { purchasedAt: now } });
  if (opened.count === 0) return;
  const buyer = await tx.user.findUniqueOrThrow({ where: { id: payment.payerId! }, select: { username: true } });
  await notify(
    {
      recipientId: payment.payeeId!,
      senderId: payment.payerId,
      type: "payment_received",
      priority: "high",
      title: "Message unlocked",
      message: `@${buyer.username} bought your paid message`,
      actionUrl: `/chat?user=${buyer.username}`,
    },
    tx,
  );
}

/** A message as `viewerId` (one of its members) sees it now: after a purchase, the realtime service sends it to both sides. */
export async function messageSeenBy(messageId: string, viewerId: string) {
  const m = await prisma.message.findUnique({ where: { id: messageId }, select: { ...messageSelect, senderId: true } });
  if (!m || (m.senderId !== viewerId && m.receiverId !== viewerId)) throw notFound("Message not found");
  return { forViewer: toMessage(m, viewerId), forSender: toMessage(m, m.senderId), forReceiver: toMessage(m, m.receiverId), senderId: m.senderId, receiverId: m.receiverId };
}
