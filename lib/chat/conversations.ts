import { prisma, type Tx } from "@/lib/db";
import { accountShownWhere } from "@/lib/access/accounts";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { assertCanMessage, sortPair } from "@/lib/chat/permissions";
import { conversationSelect, toConversation, type ChatConversation } from "@/lib/chat/serialize";

export type Membership = { conversationId: string; otherId: string };

/** 404 for an unknown conversation, 403 when the user is not one of its two participants. */
export async function requireMembership(conversationId: string, userId: string, db: Tx | typeof prisma = prisma): Promise<Membership> {
  const c = await db.conversation.findUnique({
    where: { id: conversationId },
    select: { participantAId: true, participantBId: true },
  });
  if (!c) throw notFound("CONVERSATION_NOT_FOUND");
  if (c.participantAId !== userId && c.participantBId !== userId) throw forbidden("NOT_CONVERSATION_MEMBER");
  return { conversationId, otherId: c.participantAId === userId ? c.participantBId : c.participantAId };
}

/**
 * The conversation of a pair, created when missing. Race-safe without aborting the caller's
 * transaction: INSERT .. ON CONFLICT DO NOTHING on the (participantAId, participantBId) unique
 * index, then read the row that exists either way.
 */
export async function findOrCreateConversationId(tx: Tx, x: string, y: string): Promise<string> {
  const [participantAId, participantBId] = sortPair(x, y);
  await tx.conversation.createMany({ data: [{ participantAId, participantBId }], skipDuplicates: true });
  const row = await tx.conversation.findUniqueOrThrow({
    where: { participantAId_participantBId: { participantAId, participantBId } },
    select: { id: true },
  });
  return row.id;
}

/** Unread messages addressed to the user, per conversation, in one grouped query. */
async function unreadByConversation(userId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const groups = await prisma.message.groupBy({
    by: ["conversationId"],
    where: { receiverId: userId, isRead: false, conversationId: { in: conversationIds } },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.conversationId, g._count._all]));
}

export async function listConversations(userId: string, page: number, limit: number) {
  // conversations with a member who may not be shown (suspended, banned, hidden) are left out (lib/access/accounts.ts)
  const shown = accountShownWhere();
  // a conversation opened (/chat?user=x) but never written in is not listed, on either side.
  // The first OR (implied by the second) is what PostgreSQL can read from the two participant
  // indexes (a BitmapOr); the second alone, with the other member's conditions inside each
  // branch, made it read every conversation.
  const where = {
    lastMessageId: { not: null },
    OR: [{ participantAId: userId }, { participantBId: userId }],
    AND: [{ OR: [{ participantAId: userId, participantB: shown }, { participantBId: userId, participantA: shown }] }],
  };
  const [rows, total] = await Promise.all([
    prisma.conversation.findMany({
      where,
      select: conversationSelect,
      orderBy: [{ lastActivity: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
    prisma.conversation.count({ where }),
  ]);
  const unread = await unreadByConversation(userId, rows.map((r) => r.id));
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    conversations: rows.map((r) => toConversation(r, userId, unread.get(r.id) ?? 0)),
    pagination: { page, pages, total, hasMore: page < pages },
  };
}

async function loadConversation(conversationId: string, userId: string): Promise<ChatConversation> {
  const row = await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId }, select: conversationSelect });
  const unread = await unreadByConversation(userId, [conversationId]);
  return toConversation(row, userId, unread.get(conversationId) ?? 0);
}

async function userIdByUsername(username: string): Promise<string> {
  const user = await prisma.user.findFirst({ where: { username, ...accountShownWhere() }, select: { id: true } });
  if (!user) throw notFound("USER_NOT_FOUND");
  return user.id;
}

/** GET /api/chat/conversations/with/{username}: the existing conversation, or 404. */
export async function findConversationWith(userId: string, username: string): Promise<ChatConversation> {
  const otherId = await userIdByUsername(username);
  const [participantAId, participantBId] = sortPair(userId, otherId);
  const row = await prisma.conversation.findUnique({
    where: { participantAId_participantBId: { participantAId, participantBId } },
    select: { id: true },
  });
  if (!row) throw notFound("NO_CONVERSATION_YET");
  return loadConversation(row.id, userId);
}

/** POST /api/chat/conversations {username}: find or start (empty) the conversation; the messaging rule applies. */
export async function startConversation(userId: string, username: string): Promise<{ conversation: ChatConversation; created: boolean }> {
  const otherId = await userIdByUsername(username);
  if (otherId === userId) throw badRequest("CANNOT_MESSAGE_SELF");
  const [participantAId, participantBId] = sortPair(userId, otherId);
  const existing = await prisma.conversation.findUnique({
    where: { participantAId_participantBId: { participantAId, participantBId } },
    select: { id: true },
  });
  if (existing) return { conversation: await loadConversation(existing.id, userId), created: false };
  await assertCanMessage(userId, otherId);
  const id = await prisma.$transaction((tx) => findOrCreateConversationId(tx, userId, otherId));
  return { conversation: await loadConversation(id, userId), created: true };
}
