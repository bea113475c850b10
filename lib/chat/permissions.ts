import { prisma, Prisma, type Tx } from "@/lib/db";
import { forbidden } from "@/lib/errors";

/**
 * WHO MAY MESSAGE WHOM — the one place this rule is written (REST and realtime both call it).
 *
 * A signed-in user may start or continue a conversation with another user when
 *   1. the other user is a creator (has a subscriptionPrice), or
 *   2. the two already share a conversation (replies always work, both ways), or
 *   3. the sender is the other user's creator: the other user has a subscription row to the
 *      sender, whatever its status (active, cancelled or expired fans can still be reached).
 * Otherwise: 403 "You can only message creators or your subscribers".
 * Messaging yourself is refused earlier (400).
 */
export const NOT_ALLOWED_MESSAGE = "You can only message creators or your subscribers";

export async function canMessage(senderId: string, receiverId: string, db: Tx | typeof prisma = prisma): Promise<boolean> {
  const [a, b] = sortPair(senderId, receiverId);
  const [receiver, conversation, subscription] = await Promise.all([
    db.user.findUnique({ where: { id: receiverId }, select: { subscriptionPrice: true } }),
    db.conversation.findUnique({ where: { participantAId_participantBId: { participantAId: a, participantBId: b } }, select: { id: true } }),
    db.subscription.findUnique({
      where: { subscriberId_creatorId: { subscriberId: receiverId, creatorId: senderId } },
      select: { id: true },
    }),
  ]);
  if (!receiver) return false;
  return receiver.subscriptionPrice !== null || conversation !== null || subscription !== null;
}

/**
 * The same rule as a SQL condition, for the statement that checks and stores a pair's first
 * message at once (lib/chat/send.ts). Keep it in step with canMessage above.
 */
export function canMessageSql(senderId: string, receiverId: string): Prisma.Sql {
  const [a, b] = sortPair(senderId, receiverId);
  return Prisma.sql`(
    EXISTS (SELECT 1 FROM "User" r WHERE r."id" = ${receiverId}::uuid AND r."subscriptionPrice" IS NOT NULL)
    OR EXISTS (SELECT 1 FROM "Conversation" c WHERE c."participantAId" = ${a}::uuid AND c."participantBId" = ${b}::uuid)
    OR EXISTS (SELECT 1 FROM "Subscription" s WHERE s."subscriberId" = ${receiverId}::uuid AND s."creatorId" = ${senderId}::uuid))`;
}

export async function assertCanMessage(senderId: string, receiverId: string, db: Tx | typeof prisma = prisma): Promise<void> {
  if (!(await canMessage(senderId, receiverId, db))) throw forbidden(NOT_ALLOWED_MESSAGE);
}

/** Conversations store their two participants sorted (participantAId < participantBId). */
export function sortPair(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x];
}
