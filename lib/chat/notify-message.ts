import { randomUUID } from "node:crypto";
import { prisma, Prisma } from "@/lib/db";
import { newMessageNotification } from "@/lib/notifications/events";

/**
 * The receiver's `message` notification (wording: lib/notifications/events.ts). One unread
 * notification per sender: an unread one from the same sender is replaced by the new one
 * (latest preview, moved to the top), so a burst of messages does not flood the bell.
 *
 * One SQL statement (it runs for every chat message): the replacement and the insert are
 * atomic, and the insert honours the receiver's preferences (notificationPrefs.message === false
 * turns it off, as in lib/notifications/notify.ts).
 */
export async function notifyMessageReceived(
  sender: { id: string; username: string; firstName: string },
  receiverId: string,
  preview: string,
): Promise<void> {
  if (sender.id === receiverId) return;
  const n = newMessageNotification({ sender, receiverId, preview });
  await prisma.$executeRaw(Prisma.sql`
    WITH replaced AS (
      DELETE FROM "Notification"
      WHERE "recipientId" = ${receiverId}::uuid AND "senderId" = ${sender.id}::uuid AND "type" = 'message' AND "isRead" = false
    )
    INSERT INTO "Notification" ("id", "recipientId", "senderId", "type", "priority", "title", "message", "actionUrl", "isRead", "createdAt")
    SELECT ${randomUUID()}::uuid, u."id", ${sender.id}::uuid, 'message'::"NotificationType", ${n.priority}::"NotificationPriority",
           ${n.title}, ${n.message}, ${n.actionUrl}, false, (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)
    FROM "User" u
    WHERE u."id" = ${receiverId}::uuid AND (u."notificationPrefs" -> 'message') IS DISTINCT FROM 'false'::jsonb`);
}
