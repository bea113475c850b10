import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { accountIdShownSql, accountShownSql } from "@/lib/access/accounts";
import { blockBetweenSql } from "@/lib/access/audience";

// Presence: who is online right now is known only to the realtime service (memory or Redis); the
// last time someone was seen is stored on the user. Who may see either is THE rule below.

/**
 * THE presence rule (docs/decisions/068-presence-rule.md). A member's presence (online, last
 * seen) is shown to a member when
 *  - they share a conversation that has a message (one the conversation list shows: opening
 *    /chat?user=x without writing gives no one the other's presence),
 *  - both accounts may be shown (lib/access/accounts.ts: not suspended, banned, hidden, waiting
 *    for deletion or erased),
 *  - and no block stands between them, either way (lib/access/audience.ts).
 * Nobody else sees it: not visitors, not other members. The realtime service tells status
 * changes to these peers and answers get_online_users about them only; the chat, the
 * conversation list and profiles show what it sends.
 *
 * `only`: restrict the answer to these ids (the ones a page asks about); `max`: the most recent
 * conversations considered.
 */
export async function presencePeers(userId: string, opts: { only?: string[]; max?: number } = {}): Promise<string[]> {
  if (opts.only && opts.only.length === 0) return [];
  const me = sql<string>`${userId}::uuid`;
  const other = sql<string>`(CASE WHEN ${sql.ref("c.participantAId")} = ${me} THEN ${sql.ref("c.participantBId")} ELSE ${sql.ref("c.participantAId")} END)`;
  let query = kysely()
    .selectFrom("Conversation as c")
    .innerJoin("User as o", (join) => join.on(sql.ref("o.id"), "=", other))
    .select("o.id as id")
    .where((eb) => eb.or([eb("c.participantAId", "=", userId), eb("c.participantBId", "=", userId)]))
    .where("c.lastMessageId", "is not", null)
    .where(accountShownSql("o"))
    .where(accountIdShownSql(userId))
    .where((eb) => eb.not(blockBetweenSql(sql.ref("o.id"), me)));
  if (opts.only) query = query.where("o.id", "in", opts.only);
  const rows = await query.orderBy("c.lastActivity", "desc").limit(opts.max ?? 1000).execute();
  return rows.map((r) => r.id);
}

export async function recordLastSeen(userId: string, at: Date = new Date()): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId }, data: { lastSeenAt: at } });
}

export async function lastSeenOf(userIds: string[]): Promise<Map<string, Date | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, lastSeenAt: true } });
  return new Map(rows.map((r) => [r.id, r.lastSeenAt]));
}
