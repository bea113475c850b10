import { sql } from "kysely";
import { shownNotificationCounts, sumCounts } from "@/lib/notifications/counts";
import { kysely } from "@/lib/db/kysely";
import type { prisma, Tx } from "@/lib/db";

// Unread counts that change the moment something is read or arrives. Every change of a member's
// unread notifications (written by anyone: the app, the realtime service, the jobs; read; deleted)
// leaves a row in "UnreadChange" through statement triggers on "Notification", committed with
// the change itself (migration 20261126101702). The realtime service reads the new rows a few
// times a second (realtime/unread.ts) and pushes the counts below to that member's sockets.
// A row carries its transaction's id: a reader asks for rows of transactions not yet finished at
// its previous read (pg_snapshot_xmin), so a change committed late is not missed, whatever the
// order of commits. A row with a messageId is a change of one of the member's messages instead
// (recordMessageChange; decision 066). Works on PostgreSQL and on the embedded one (no LISTEN across sessions there).

export type UnreadCounts = { notifications: number; messages: number };

/** A change for `userId`'s sockets: their unread counts, or (with `messageId`) one of their messages. */
export type UnreadChange = { seq: string; userId: string; tx: string; messageId: string | null };

/** The changes of transactions from `sinceXmin` on (null: none, just the current horizon), and the horizon to ask from next time. */
export async function readUnreadChanges(sinceXmin: string | null): Promise<{ changes: UnreadChange[]; xmin: string }> {
  const k = kysely();
  const [{ xmin }] = (await sql<{ xmin: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.execute(k)).rows;
  if (sinceXmin === null) return { changes: [], xmin };
  const rows = await k
    .selectFrom("UnreadChange")
    .select([sql<string>`"seq"::text`.as("seq"), "userId", sql<string>`"tx"::text`.as("tx"), "messageId"])
    .where(sql<boolean>`"tx" >= ${sinceXmin}::bigint`)
    .orderBy("seq")
    .limit(5000)
    .execute();
  return { changes: rows, xmin };
}

/**
 * A message of theirs changed for each of `userIds` (a pay-per-view message bought, or relocked by
 * a refund): one row each, in the caller's transaction, so the realtime service sends the message
 * as each of them sees it now (`message_updated`, realtime/unread.ts) once it commits — the same
 * outbox as the unread counts, whoever wrote the change (the app, a webhook, an admin's refund).
 */
export async function recordMessageChange(db: Tx | typeof prisma, messageId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await kysely(db)
    .insertInto("UnreadChange")
    .values(userIds.map((userId) => ({ userId, messageId })))
    .execute();
}

/** Forgets changes older than a minute (every reader has long read them). */
export async function pruneUnreadChanges(olderThanMs = 60_000): Promise<void> {
  await kysely()
    .deleteFrom("UnreadChange")
    .where("at", "<", sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .execute();
}

/**
 * The members' unread counts, as the header shows them: every unread notification (the bell,
 * GET /api/notifications/unread-count) and the unread `message` ones (the message badge, one per
 * sender with unread messages: GET /api/notifications/stats), by the rule of every notification
 * count (lib/notifications/counts.ts: those the list shows).
 */
export async function unreadCountsOf(userIds: string[], now = new Date()): Promise<Map<string, UnreadCounts>> {
  const counts = await shownNotificationCounts(userIds, now, { unreadOnly: true });
  return new Map(
    userIds.map((id) => {
      const byType = counts.get(id);
      return [id, { notifications: sumCounts(byType).unread, messages: sumCounts(byType, ["message"]).unread }];
    }),
  );
}
