import { sql, type AliasedExpression, type Expression, type QueryCreator, type RawBuilder } from "kysely";
import { clockNow, kysely, type DB, type Db } from "@/lib/db/kysely";
import type { NotificationPriority, NotificationType } from "@/lib/generated/prisma/client";

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
 * A notification to write, as the columns of a SQL row: what the event says (its wording is the
 * event's: lib/notifications/events.ts, lib/subscriptions, lib/tips) before the rules of
 * insertNotifications apply. Built by notifyMany from values, or by a statement that writes the
 * notification together with its event (the like toggle, a chat message) from its own rows.
 */
export type NotificationDraft = {
  recipientId: string;
  senderId: string | null;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  actionUrl: string | null;
  createdAt: Date;
};

/** A Kysely instance, or the query creator of a statement's CTE. */
type AnyQueryCreator = object;

/** A SELECT whose rows are drafts (its own FROM may use the CTEs of the statement it is part of). */
export type NotificationDrafts = { as(alias: "n"): AliasedExpression<NotificationDraft, "n"> };

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 1000;

/** When a notification is written: the clock at the insert. */
export const notificationClock = clockNow;

/**
 * THE way a notification is created: one INSERT of the draft rows that pass the rules, for a
 * statement of its own (notifyMany, notify) or as a CTE of the event's statement. The rules:
 *  - the recipient exists and has not turned the type off (User.notificationPrefs[type] === false
 *    turns it off; a missing key means on);
 *  - nobody is notified of their own action (sender = recipient writes nothing);
 *  - the title is cut to 200 characters, the message to 1000; unread, with a new id.
 */
export function insertNotifications(qc: AnyQueryCreator, drafts: NotificationDrafts) {
  // any statement's query creator (its CTEs are the drafts' business); the insert itself only
  // names "Notification" and "User"
  const q = qc as QueryCreator<DB>;
  const rows = q
    .selectFrom(drafts.as("n"))
    .innerJoin("User as r", "r.id", "n.recipientId")
    .where(wantsNotification("r", sql.ref("n.type")))
    .where(sql<boolean>`${sql.ref("n.senderId")} IS DISTINCT FROM ${sql.ref("n.recipientId")}`)
    .select([
      sql<string>`gen_random_uuid()`.as("id"),
      "n.recipientId",
      "n.senderId",
      "n.type",
      "n.priority",
      sql<string>`left(${sql.ref("n.title")}, ${sql.lit(TITLE_MAX)})`.as("title"),
      sql<string>`left(${sql.ref("n.message")}, ${sql.lit(MESSAGE_MAX)})`.as("message"),
      "n.actionUrl",
      sql<boolean>`false`.as("isRead"),
      "n.createdAt",
    ]);
  return q
    .insertInto("Notification")
    .columns(["id", "recipientId", "senderId", "type", "priority", "title", "message", "actionUrl", "isRead", "createdAt"])
    .expression(rows);
}

/**
 * THE preference rule, on the "User" row aliased `user`: notifications of `type` are on unless
 * notificationPrefs[type] is false (a missing key, or anything else, means on). The inserts above
 * apply it; the settings page reads it (lib/users/preferences.ts).
 */
export function wantsNotification(user: string, type: NotificationType | Expression<NotificationType>): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${user}.notificationPrefs`)} -> ${type}::text) IS DISTINCT FROM 'false'::jsonb`;
}

/** A draft's type and priority as select items (for statements that build their drafts from their own rows). */
export function draftKind(type: NotificationType, priority: NotificationPriority = "normal") {
  return [
    sql<NotificationType>`${type}::"NotificationType"`.as("type"),
    sql<NotificationPriority>`${priority}::"NotificationPriority"`.as("priority"),
  ] as const;
}

/** A draft's text given by value (a parameter typed as text). */
export function draftText(value: string | null) {
  return sql<string>`${value}::text`;
}

/**
 * Notifications from values, one statement for any number (fan-out to subscribers, the expiry
 * job): the drafts travel as one JSON parameter. Pass a transaction to make them part of the
 * event's transaction. Returns how many were written.
 */
export async function notifyMany(inputs: NotifyInput[], db?: Db): Promise<number> {
  if (inputs.length === 0) return 0;
  const json = JSON.stringify(
    inputs.map((i) => ({
      recipientId: i.recipientId,
      senderId: i.senderId ?? null,
      type: i.type,
      priority: i.priority ?? "normal",
      title: i.title,
      message: i.message,
      actionUrl: i.actionUrl ?? null,
    })),
  );
  const k = kysely(db);
  const drafts = k
    .selectFrom(
      sql<Omit<NotificationDraft, "createdAt">>`jsonb_to_recordset(${json}::jsonb)`.as<"d">(
        sql`d("recipientId" uuid, "senderId" uuid, "type" "NotificationType", "priority" "NotificationPriority", "title" text, "message" text, "actionUrl" text)`,
      ),
    )
    .select(["d.recipientId", "d.senderId", "d.type", "d.priority", "d.title", "d.message", "d.actionUrl", notificationClock.as("createdAt")]);
  const result = await insertNotifications(k, drafts).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** One notification (see notifyMany). */
export async function notify(input: NotifyInput, db?: Db): Promise<void> {
  await notifyMany([input], db);
}

