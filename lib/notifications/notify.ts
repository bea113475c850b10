import { randomUUID } from "node:crypto";
import { prisma, Prisma, type Tx } from "@/lib/db";
import type { NotificationPriority, NotificationType } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

export type NotifyInput = {
  recipientId: string;
  senderId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  priority?: NotificationPriority;
};

/**
 * The one way to create a notification. Respects the recipient's preferences
 * (User.notificationPrefs[type] === false turns a type off) and never notifies yourself.
 * Pass a transaction client to make the notification part of the event's transaction.
 */
export async function notify(input: NotifyInput, tx: Tx | typeof prisma = prisma): Promise<void> {
  if (input.senderId && input.senderId === input.recipientId) return;
  // One statement: the insert happens only for an existing recipient whose preferences do not
  // turn this type off (a missing key means on).
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO "Notification" ("id", "recipientId", "senderId", "type", "priority", "title", "message", "actionUrl", "isRead", "createdAt")
    SELECT ${randomUUID()}::uuid, u."id", ${input.senderId ?? null}::uuid, ${input.type}::"NotificationType",
           ${input.priority ?? "normal"}::"NotificationPriority", ${input.title.slice(0, 200)}, ${input.message.slice(0, 1000)},
           ${input.actionUrl ?? null}, false, (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)
    FROM "User" u
    WHERE u."id" = ${input.recipientId}::uuid AND ${wantsNotificationSql("u", input.type)}`);
}

/**
 * The preference rule as a SQL condition on the recipient's "User" row (`alias`): a type is on
 * unless notificationPrefs[type] is false (a missing key means on). For statements that write a
 * notification as part of the event (chat send, like toggle).
 */
export function wantsNotificationSql(alias: string, type: NotificationType): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error("bad alias");
  return Prisma.sql`(${Prisma.raw(`"${alias}"`)}."notificationPrefs" -> ${type}::text) IS DISTINCT FROM 'false'::jsonb`;
}

/** For events whose main action must not fail because a notification could not be written. */
export async function notifySafely(input: NotifyInput): Promise<void> {
  try {
    await notify(input);
  } catch (err) {
    log.warn({ err, type: input.type }, "notification not created");
  }
}

/**
 * The same as notify() for many recipients at once (fan-out: new post to every subscriber,
 * expiry job): one read of the recipients' preferences and one insert.
 */
export async function notifyMany(inputs: NotifyInput[], tx: Tx | typeof prisma = prisma): Promise<number> {
  const wanted = inputs.filter((i) => !(i.senderId && i.senderId === i.recipientId));
  if (wanted.length === 0) return 0;
  const recipients = await tx.user.findMany({
    where: { id: { in: [...new Set(wanted.map((i) => i.recipientId))] } },
    select: { id: true, notificationPrefs: true },
  });
  const prefs = new Map(recipients.map((r) => [r.id, (r.notificationPrefs ?? {}) as Record<string, unknown>]));
  const data = wanted
    .filter((i) => prefs.has(i.recipientId) && prefs.get(i.recipientId)![i.type] !== false)
    .map((i) => ({
      recipientId: i.recipientId,
      senderId: i.senderId ?? null,
      type: i.type,
      priority: i.priority ?? "normal",
      title: i.title.slice(0, 200),
      message: i.message.slice(0, 1000),
      actionUrl: i.actionUrl ?? null,
    }));
  if (data.length === 0) return 0;
  const res = await tx.notification.createMany({ data });
  return res.count;
}
