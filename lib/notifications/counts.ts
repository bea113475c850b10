import { sql } from "kysely";
import { accountHiddenSql } from "@/lib/access/accounts";
import { kysely } from "@/lib/db/kysely";
import type { NotificationType } from "@/lib/generated/prisma/client";

// How many notifications a member has, the one rule behind every figure that shows it: the
// list's total and unread count (GET /api/notifications), the bell (GET
// /api/notifications/unread-count and its realtime pushes), the message badge and the stats by
// type. A notification counts when the list shows it: every one of the member's, less those whose
// sender may not be shown (lib/access/accounts.ts). Checking the sender of each one cost 55-75 ms
// for a creator with 7,500 at 10x; the ones taken away are found from the senders' side instead
// (decision 099): the members who may be hidden (a partial index of the moderated few), each
// probed in the member's notifications by (senderId, recipientId).

export type TypeCounts = Map<NotificationType, { total: number; unread: number }>;

/**
 * The members' notifications as their lists show them, by type: all and unread (`unreadOnly`:
 * the unread ones alone, an index range on (recipientId, isRead, type)). One statement, so the
 * figures are of one snapshot. Members with none are absent from the map.
 */
export async function shownNotificationCounts(userIds: readonly string[], now: Date, opts: { unreadOnly?: boolean } = {}): Promise<Map<string, TypeCounts>> {
  const out = new Map<string, TypeCounts>();
  if (userIds.length === 0) return out;
  const k = kysely();
  const unreadOnly = opts.unreadOnly === true;
  const mine = k
    .selectFrom("Notification as n")
    .select(["n.recipientId", "n.type", sql<number>`count(*)`.as("total"), sql<number>`count(*) FILTER (WHERE NOT n."isRead")`.as("unread")])
    .where("n.recipientId", "in", userIds)
    .$if(unreadOnly, (qb) => qb.where("n.isRead", "=", false))
    .groupBy(["n.recipientId", "n.type"]);
  const hidden = k
    .selectFrom("User as s")
    .innerJoin("Notification as n", (j) => j.onRef("n.senderId", "=", "s.id"))
    .select(["n.recipientId", "n.type", sql<number>`-count(*)`.as("total"), sql<number>`-count(*) FILTER (WHERE NOT n."isRead")`.as("unread")])
    .where("n.recipientId", "in", userIds)
    .$if(unreadOnly, (qb) => qb.where("n.isRead", "=", false))
    .where(accountHiddenSql("s", now))
    .groupBy(["n.recipientId", "n.type"]);
  const rows = await k
    .selectFrom(mine.unionAll(hidden).as("c"))
    .select(["c.recipientId", "c.type", sql<number>`sum(c.total)::int`.as("total"), sql<number>`sum(c.unread)::int`.as("unread")])
    .groupBy(["c.recipientId", "c.type"])
    .execute();
  for (const r of rows) {
    if (r.total <= 0) continue;
    let byType = out.get(r.recipientId);
    if (!byType) out.set(r.recipientId, (byType = new Map()));
    byType.set(r.type, { total: r.total, unread: r.unread });
  }
  return out;
}

/** The sum of some types' counts (all types when `types` is undefined or empty). */
export function sumCounts(byType: TypeCounts | undefined, types?: readonly NotificationType[]): { total: number; unread: number } {
  let total = 0;
  let unread = 0;
  for (const [type, c] of byType ?? []) {
    if (types?.length && !types.includes(type)) continue;
    total += c.total;
    unread += c.unread;
  }
  return { total, unread };
}
