import { randomUUID } from "node:crypto";
import { prisma, Prisma } from "@/lib/db";
import { newMessageNotificationParts } from "@/lib/notifications/events";
import { wantsNotificationSql } from "@/lib/notifications/notify";

/**
 * THE rule of a chat message's notification, as two SQL CTEs for one statement: one unread
 * `message` notification per sender (an unread one from the same sender is replaced by the new
 * one, so a burst of messages does not flood the bell), none when the receiver turned the type
 * off (notificationPrefs.message === false, as in lib/notifications/notify.ts). Wording from
 * lib/notifications/events.ts. The statement must define the CTEs `sender` (the sender's "id" and
 * "username") and `msg` (the message's "createdAt"); nothing is written when `msg` is empty.
 * Used by the one-statement send (lib/chat/send.ts) and by notifyMessageReceived below.
 */
export function messageNotificationCtes(senderId: string, receiverId: string, preview: string): Prisma.Sql {
  const note = newMessageNotificationParts(preview);
  return Prisma.sql`
    replaced AS (
      DELETE FROM "Notification" n
      WHERE n."recipientId" = ${receiverId}::uuid AND n."senderId" = ${senderId}::uuid
        AND n."type" = 'message' AND n."isRead" = false AND EXISTS (SELECT 1 FROM msg)
    ), noted AS (
      INSERT INTO "Notification" ("id", "recipientId", "senderId", "type", "priority", "title", "message", "actionUrl", "isRead", "createdAt")
      SELECT ${randomUUID()}::uuid, r."id", sender."id", ${note.type}::"NotificationType", ${note.priority}::"NotificationPriority",
             left(${note.titlePrefix} || sender."username", 200), ${note.message}, ${note.actionUrlPrefix} || sender."username",
             false, msg."createdAt"
      FROM msg, sender, "User" r
      WHERE r."id" = ${receiverId}::uuid AND ${wantsNotificationSql("r", note.type)}
    )`;
}

/** The receiver's `message` notification on its own (messages with attachments write it after their transaction). */
export async function notifyMessageReceived(senderId: string, receiverId: string, preview: string): Promise<void> {
  if (senderId === receiverId) return;
  await prisma.$executeRaw(Prisma.sql`
    WITH sender AS (
      SELECT u."id", u."username" FROM "User" u WHERE u."id" = ${senderId}::uuid
    ), msg AS (
      SELECT (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS "createdAt"
    ), ${messageNotificationCtes(senderId, receiverId, preview)}
    SELECT 1`);
}
