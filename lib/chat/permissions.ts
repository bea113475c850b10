import { expressionBuilder, sql, type ExpressionWrapper, type SqlBool } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { kysely, type DB } from "@/lib/db/kysely";
import { AppError, forbidden } from "@/lib/errors";
import { blockBetweenSql, MEMBER_BLOCKED } from "@/lib/access/audience";
import { accountIdShownSql } from "@/lib/access/accounts";

/**
 * WHO MAY MESSAGE WHOM — the one place this rule is written (REST and realtime both call it).
 *
 * A signed-in user may start or continue a conversation with another user when
 *   1. the other user is a creator (has a subscriptionPrice), or
 *   2. the two already share a conversation (replies always work, both ways), or
 *   3. the sender is the other user's creator: the other user has a subscription row to the
 *      sender, whatever its status (active, cancelled or expired fans can still be reached).
 * Otherwise: 403 "You can only message creators or your subscribers".
 * A block between the two, either way (lib/access/audience.ts, decision 038), closes all of it,
 * replies in an existing conversation included: 403 "You cannot message this member".
 * Messaging yourself is refused earlier (400).
 */

const eb = expressionBuilder<DB, never>();

/**
 * The rule as one SQL condition (false for an unknown receiver: nothing refers to it). canMessage
 * evaluates it; the statement that checks and stores a pair's first message at once
 * (lib/chat/send.ts) embeds it.
 */
export function canMessageSql(senderId: string, receiverId: string): ExpressionWrapper<DB, never, SqlBool> {
  const [a, b] = sortPair(senderId, receiverId);
  const one = sql.lit(1).as("one");
  // never to a member who may not be shown (suspended, banned, hidden; lib/access/accounts.ts),
  // nor between two members one of whom blocked the other (lib/access/audience.ts)
  return eb.and([
    accountIdShownSql(receiverId),
    eb.or([
      eb.exists(eb.selectFrom("User as r").select(one).where("r.id", "=", receiverId).where("r.subscriptionPrice", "is not", null)),
      eb.exists(eb.selectFrom("Conversation as c").select(one).where("c.participantAId", "=", a).where("c.participantBId", "=", b)),
      eb.exists(eb.selectFrom("Subscription as s").select(one).where("s.subscriberId", "=", receiverId).where("s.creatorId", "=", senderId)),
    ]),
    eb.not(blockBetweenSql(senderId, receiverId)),
  ]);
}

/** Whether a block stands between the two, either way (then neither may message the other). */
export async function blockedPair(x: string, y: string, db: Tx | typeof prisma = prisma): Promise<boolean> {
  const row = await kysely(db).selectNoFrom(sql<boolean>`${blockBetweenSql(x, y)}`.as("blocked")).executeTakeFirstOrThrow();
  return row.blocked === true;
}

export async function canMessage(senderId: string, receiverId: string, db: Tx | typeof prisma = prisma): Promise<boolean> {
  const row = await kysely(db).selectNoFrom(canMessageSql(senderId, receiverId).as("allowed")).executeTakeFirstOrThrow();
  return row.allowed === true;
}

export async function assertCanMessage(senderId: string, receiverId: string, db: Tx | typeof prisma = prisma): Promise<void> {
  if (await canMessage(senderId, receiverId, db)) return;
  if (await blockedPair(senderId, receiverId, db)) throw blockedError();
  throw forbidden("MESSAGING_NOT_ALLOWED");
}

/** 403 MEMBER_BLOCKED: a block stands between sender and receiver. */
export function blockedError(): AppError {
  return forbidden(MEMBER_BLOCKED, { params: { who: "them" } });
}

/** Refuses (403) a message between two members with a block between them (replies in a conversation too). */
export async function assertNotBlocked(senderId: string, receiverId: string): Promise<void> {
  if (await blockedPair(senderId, receiverId)) throw blockedError();
}

/** Conversations store their two participants sorted (participantAId < participantBId). */
export function sortPair(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x];
}
