import { sql, type AliasedExpression, type Expression, type QueryCreator, type RawBuilder } from "kysely";
import { clockNow, kysely, type DB, type Db } from "@/lib/db/kysely";
import type { NotificationPriority, NotificationType } from "@/lib/generated/prisma/client";
import { TEMPLATE_TYPES, type LocalText, type NotificationContent, type NotificationTemplate } from "@/lib/notifications/templates";

/** A notification from values: who, and what it says as a template with its values (lib/notifications/templates.ts). */
export type NotifyInput = NotificationContent & {
  recipientId: string;
  senderId?: string | null;
  actionUrl?: string | null;
  priority?: NotificationPriority;
};

/**
 * A notification to write, as the columns of a SQL row: what the event says, as a template and
 * its values (lib/notifications/templates.ts; the words are the dictionaries', chosen when it is
 * read) before the rules of insertNotifications apply. Built by notifyMany from values, or by a statement that writes the
 * notification together with its event (the like toggle, a chat message) from its own rows.
 */
export type NotificationDraft = {
  recipientId: string;
  senderId: string | null;
  type: NotificationType;
  priority: NotificationPriority;
  template: string;
  /** jsonb */
  params: unknown;
  actionUrl: string | null;
  createdAt: Date;
};

/** A Kysely instance, or the query creator of a statement's CTE. */
type AnyQueryCreator = object;

/** A SELECT whose rows are drafts (its own FROM may use the CTEs of the statement it is part of). */
export type NotificationDrafts = { as(alias: "n"): AliasedExpression<NotificationDraft, "n"> };

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 1000;

/** Text an area writes in its own words (template `text`), cut to 200 characters (title) and 1000 (message) in each language. */
export function textContent(title: LocalText, message: LocalText): NotificationContent {
  const cut = (t: LocalText, max: number): LocalText =>
    typeof t === "string" ? t.slice(0, max) : Object.fromEntries(Object.entries(t).map(([l, v]) => [l, (v ?? "").slice(0, max)]));
  return { template: "text", params: { title: cut(title, TITLE_MAX), message: cut(message, MESSAGE_MAX) } };
}

/** When a notification is written: the clock at the insert. */
export const notificationClock = clockNow;

/**
 * THE way a notification is created: one INSERT of the draft rows that pass the rules, for a
 * statement of its own (notifyMany, notify) or as a CTE of the event's statement. The rules:
 *  - the recipient exists and has not turned the type off (User.notificationPrefs[type] === false
 *    turns it off; a missing key means on);
 *  - nobody is notified of their own action (sender = recipient writes nothing);
 *  - unread, with a new id.
 * Every writer goes through it: the app's routes, the realtime service (chat messages) and the
 * jobs (renewals, expiry). A statement trigger records each change of a member's unread
 * notifications for the realtime service, which pushes the new counts (lib/notifications/unread-changes.ts).
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
      "n.template",
      sql<unknown>`${sql.ref("n.params")}::jsonb`.as("params"),
      "n.actionUrl",
      sql<boolean>`false`.as("isRead"),
      "n.createdAt",
    ]);
  return q
    .insertInto("Notification")
    .columns(["id", "recipientId", "senderId", "type", "priority", "template", "params", "actionUrl", "isRead", "createdAt"])
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

/** A draft's template, its type and priority as select items (for statements that build their drafts from their own rows). */
export function draftKind(template: NotificationTemplate, priority: NotificationPriority = "normal") {
  return [
    sql<NotificationType>`${TEMPLATE_TYPES[template]}::"NotificationType"`.as("type"),
    sql<NotificationPriority>`${priority}::"NotificationPriority"`.as("priority"),
    sql<string>`${template}::text`.as("template"),
  ] as const;
}

/** A draft's text given by value (a parameter typed as text). */
export function draftText(value: string | null) {
  return sql<string>`${value}::text`;
}

/** A draft's values given by value (a parameter typed as jsonb). */
export function draftParams(value: object) {
  return sql<unknown>`${JSON.stringify(value)}::jsonb`;
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
      type: TEMPLATE_TYPES[i.template],
      priority: i.priority ?? "normal",
      template: i.template,
      params: i.params,
      actionUrl: i.actionUrl ?? null,
    })),
  );
  const k = kysely(db);
  const drafts = k
    .selectFrom(
      sql<Omit<NotificationDraft, "createdAt">>`jsonb_to_recordset(${json}::jsonb)`.as<"d">(
        sql`d("recipientId" uuid, "senderId" uuid, "type" "NotificationType", "priority" "NotificationPriority", "template" text, "params" jsonb, "actionUrl" text)`,
      ),
    )
    .select(["d.recipientId", "d.senderId", "d.type", "d.priority", "d.template", "d.params", "d.actionUrl", notificationClock.as("createdAt")]);
  const result = await insertNotifications(k, drafts).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** One notification (see notifyMany). */
export async function notify(input: NotifyInput, db?: Db): Promise<void> {
  await notifyMany([input], db);
}

