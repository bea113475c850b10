import { prisma } from "@/lib/db";
import { requireMembership } from "@/lib/chat/conversations";

export type ReadReceipt = {
  conversationId: string;
  messageIds: string[];
  readBy: string;
  readAt: string;
  /** the other member (the sender of the messages just read) */
  otherId: string;
};

/**
 * Marks messages read for their receiver. Only messages addressed to `userId` in that
 * conversation change; ids of other messages are ignored. No ids = all unread ones.
 */
export async function markMessagesRead(conversationId: string, userId: string, messageIds?: string[]): Promise<ReadReceipt> {
  const { otherId } = await requireMembership(conversationId, userId);
  const readAt = new Date();
  const where = {
    conversationId,
    receiverId: userId,
    isRead: false,
    ...(messageIds ? { id: { in: messageIds } } : {}),
  };
  const ids = await prisma.$transaction(async (tx) => {
    const rows = await tx.message.findMany({ where, select: { id: true } });
    if (rows.length === 0) return [];
    const found = rows.map((r) => r.id);
    await tx.message.updateMany({ where: { id: { in: found }, isRead: false }, data: { isRead: true, readAt } });
    // Once nothing from that sender is left unread here, their "message" notification is read too,
    // so the header's message badge (which counts unread message notifications) clears.
    const stillUnread = await tx.message.count({ where: { conversationId, receiverId: userId, isRead: false } });
    if (stillUnread === 0) {
      await tx.notification.updateMany({
        where: { recipientId: userId, senderId: otherId, type: "message", isRead: false },
        data: { isRead: true, readAt },
      });
    }
    return found;
  });
  return { conversationId, messageIds: ids, readBy: userId, readAt: readAt.toISOString(), otherId };
}
