import { prisma, type Tx } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { content } from "@/lib/notifications/templates";
import type { Payment } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { ACCOUNT_STANDING_SELECT, accountShown } from "@/lib/access/accounts";
import { messageSelect, toMessage } from "@/lib/chat/serialize";
import { recordMessageChange } from "@/lib/notifications/unread-changes";

export const ALREADY_PURCHASED = "ALREADY_PURCHASED";

/**
 * The pay-per-view message `messageId` as its receiver may buy it: 404 unless the viewer is its
 * receiver and it is shown (not hidden by moderation, sender may be shown); 400 NOT_FOR_SALE for a
 * free one; 409 ALREADY_PURCHASED once bought.
 */
export async function messageForSale(messageId: string, buyerId: string, db: Tx | typeof prisma = prisma) {
  const m = await db.message.findUnique({
    where: { id: messageId },
    select: { id: true, senderId: true, receiverId: true, priceCents: true, purchasedAt: true, hiddenAt: true, conversationId: true, sender: { select: { username: true, ...ACCOUNT_STANDING_SELECT } } },
  });
  if (!m || m.receiverId !== buyerId || m.hiddenAt || !accountShown(m.sender)) throw notFound("MESSAGE_NOT_FOUND");
  if (m.priceCents === null) throw badRequest("NOT_FOR_SALE");
  if (m.purchasedAt) throw conflict("ALREADY_PURCHASED");
  return { ...m, priceCents: m.priceCents };
}

/**
 * What a succeeded message purchase does (lib/checkout/complete.ts, in its transaction): the message
 * is open to its receiver; the creator is told; both members' open chats hear of it at once
 * (recordMessageChange: `message_updated` through the realtime service, decision 066).
 */
export async function recordMessagePurchase(tx: Tx, payment: Payment, now: Date): Promise<void> {
  if (!payment.messageId) return;
  const opened = await tx.message.updateMany({ where: { id: payment.messageId, purchasedAt: null }, data: { purchasedAt: now } });
  if (opened.count === 0) return;
  await recordMessageChange(tx, payment.messageId, [payment.payerId, payment.payeeId].filter((id): id is string => id !== null));
  const buyer = await tx.user.findUniqueOrThrow({ where: { id: payment.payerId! }, select: { username: true } });
  await notify(
    {
      recipientId: payment.payeeId!,
      senderId: payment.payerId,
      priority: "high",
      ...content("message_purchased", { amountCents: payment.amountCents, currency: payment.currency }),
      actionUrl: `/chat?user=${buyer.username}`,
    },
    tx,
  );
}

/**
 * A reversed message purchase (refund, chargeback; lib/checkout/refunds.ts, in its transaction)
 * takes the access back, as a reversed post purchase does (lib/purchases/record.ts revokePurchase):
 * the message is locked again for its receiver (its media links with it: lib/access/paid-message.ts),
 * may be bought again, and both members' open chats hear of it at once (decision 067).
 */
export async function revokeMessagePurchase(tx: Tx, payment: Payment): Promise<void> {
  if (!payment.messageId) return;
  const locked = await tx.message.updateMany({ where: { id: payment.messageId, purchasedAt: { not: null } }, data: { purchasedAt: null } });
  if (locked.count === 0) return;
  const m = await tx.message.findUniqueOrThrow({ where: { id: payment.messageId }, select: { senderId: true, receiverId: true } });
  await recordMessageChange(tx, payment.messageId, [m.senderId, m.receiverId]);
}

/**
 * A message as `viewerId` (one of its members) sees it now: the buyer's answer, and what the
 * realtime service sends both sides after a purchase or a refund (`message_updated`). 404 for a
 * message hidden by moderation (shown to neither).
 */
export async function messageSeenBy(messageId: string, viewerId: string) {
  const m = await prisma.message.findUnique({ where: { id: messageId }, select: { ...messageSelect, senderId: true, hiddenAt: true } });
  if (!m || m.hiddenAt || (m.senderId !== viewerId && m.receiverId !== viewerId)) throw notFound("MESSAGE_NOT_FOUND");
  return { forViewer: toMessage(m, viewerId), forSender: toMessage(m, m.senderId), forReceiver: toMessage(m, m.receiverId), senderId: m.senderId, receiverId: m.receiverId };
}
