import { prisma } from "@/lib/db";
import { notifyNewMessage } from "@/lib/notifications/events";

/**
 * The receiver's `message` notification (wording: lib/notifications/events.ts). One unread
 * notification per sender: an unread one from the same sender is replaced by the new one
 * (latest preview, moved to the top), so a burst of messages does not flood the bell.
 */
export async function notifyMessageReceived(
  sender: { id: string; username: string; firstName: string },
  receiverId: string,
  preview: string,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.notification.deleteMany({ where: { recipientId: receiverId, senderId: sender.id, type: "message", isRead: false } });
    await notifyNewMessage({ sender, receiverId, preview }, tx);
  });
}
