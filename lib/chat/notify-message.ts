import { prisma } from "@/lib/db";
import { notify } from "@/lib/notifications/notify";

/**
 * The receiver's `message` notification. One unread notification per sender: while the
 * receiver has not read the previous one, it is refreshed (moved to the top) instead of
 * adding another, so a burst of messages does not flood the bell.
 */
export async function notifyNewMessage(senderId: string, receiverId: string, senderUsername: string): Promise<void> {
  const text = `New message from ${senderUsername}`;
  const refreshed = await prisma.notification.updateMany({
    where: { recipientId: receiverId, senderId, type: "message", isRead: false },
    data: { createdAt: new Date(), message: text },
  });
  if (refreshed.count > 0) return;
  await notify({
    recipientId: receiverId,
    senderId,
    type: "message",
    title: "New message",
    message: text,
    actionUrl: `/chat?user=${encodeURIComponent(senderUsername)}`,
  });
}
