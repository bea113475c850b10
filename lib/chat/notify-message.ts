import { sql, type QueryCreator } from "kysely";
import { kysely, type DB } from "@/lib/db/kysely";
import { newMessageNotificationParts, newMessageNotificationText } from "@/lib/notifications/events";
import { draftKind, insertNotifications, notificationClock } from "@/lib/notifications/notify";

/** The CTEs a statement must define before withMessageNotification: the sender, and the message's time (no row: nothing is written). */
export type MessageNotificationSource = { sender: { id: string; username: string }; msg: { createdAt: Date } };

/**
 * THE rule of a chat message's notification, as two CTEs added to the statement that stores the
 * message: one unread `message` notification per sender (an unread one from the same sender is
 * replaced by the new one, so a burst of messages does not flood the bell), written by
 * insertNotifications (lib/notifications/notify.ts: preferences, never to oneself). Template from
 * lib/notifications/events.ts; `text` is newMessageNotificationText(the message), computed by the
 * caller (a prepared statement takes it as a parameter). Used by the one-statement sends
 * (lib/chat/send.ts) and by notifyMessageReceived below.
 */
export function withMessageNotification<D extends DB & MessageNotificationSource>(
  q: QueryCreator<D>,
  senderId: string,
  receiverId: string,
  text: string,
) {
  const note = newMessageNotificationParts();
  const s = q as unknown as QueryCreator<DB & MessageNotificationSource>;
  return s
    .with("replaced", (qc) =>
      qc
        .deleteFrom("Notification")
        .where("recipientId", "=", receiverId)
        .where("senderId", "=", senderId)
        .where("type", "=", "message")
        .where("isRead", "=", false)
        .where((eb) => eb.exists(eb.selectFrom("msg").select("createdAt")))
        .returning("Notification.id"),
    )
    .with("noted", (qc) =>
      insertNotifications(
        qc,
        qc
          .selectFrom(["msg", "sender"])
          .select([
            sql<string>`${receiverId}::uuid`.as("recipientId"),
            "sender.id as senderId",
            ...draftKind(note.template, note.priority),
            sql<unknown>`jsonb_build_object('preview', ${text}::text)`.as("params"),
            sql<string>`${note.actionUrlPrefix} || ${sql.ref("sender.username")}`.as("actionUrl"),
            "msg.createdAt",
          ]),
      ),
    ) as unknown as QueryCreator<D & { replaced: object; noted: object }>;
}

/** The receiver's `message` notification on its own (messages with attachments write it after their transaction). */
export async function notifyMessageReceived(senderId: string, receiverId: string, preview: string): Promise<void> {
  if (senderId === receiverId) return;
  const q = kysely()
    .with("sender", (qc) => qc.selectFrom("User as u").select(["u.id", "u.username"]).where("u.id", "=", senderId))
    .with("msg", (qc) => qc.selectNoFrom(notificationClock.as("createdAt")));
  await withMessageNotification(q, senderId, receiverId, newMessageNotificationText(preview))
    .selectNoFrom(sql.lit(1).as("one"))
    .execute();
}
