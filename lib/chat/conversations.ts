import { prisma, type Tx } from "@/lib/db";
import { expressionBuilder, sql, type Expression } from "kysely";
import { accountHiddenSql, accountShownSql, accountShownWhere } from "@/lib/access/accounts";
import { kysely, type DB } from "@/lib/db/kysely";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { assertCanMessage, sortPair } from "@/lib/chat/permissions";
import { conversationSelect, conversationView, toConversation, type ChatConversation, type ConversationView } from "@/lib/chat/serialize";

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

/** SQL: the messages addressed to the user and not read yet in the conversation `conversationId` of the statement (an index-only range). */
function unreadInSql(userId: string, conversationId: Expression<string>) {
  const eb = expressionBuilder<DB, never>();
  return sql<number>`(${eb
    .selectFrom("Message as um")
    .select(sql<number>`count(*)`.as("n"))
    .where("um.receiverId", "=", userId)
    .where("um.isRead", "=", false)
    .where("um.conversationId", "=", conversationId)})::int`;
}

export async function listConversations(userId: string, page: number, limit: number) {
  const now = new Date();
  const [rows, total] = await Promise.all([listedConversations(userId, (page - 1) * limit, limit, now), listedConversationCount(userId, now)]);
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    conversations: rows.map((r) => toConversation(r, r.unread)),
    pagination: { page, pages, total, hasMore: page < pages },
  };
}

// Which conversations the list shows: those written in (a conversation opened with /chat?user=x but
// never written in is not listed, on either side) whose other member may be shown
// (lib/access/accounts.ts). A member is participant A of some conversations and B of the others
// (the pair is sorted), each side with its (participant, lastActivity) index.

/**
 * One page, latest activity first, in one statement: each side read in its index's order up to the
 * end of the page, with the other member and the last message, and merged; then the member's
 * unread messages of each listed conversation. A member with thousands of conversations reads one
 * page's worth from each side, not all of them to sort (9 ms for 1,483 at 10x before, and four
 * more statements for the members and messages).
 */
async function listedConversations(userId: string, skip: number, limit: number, now: Date): Promise<(ConversationView & { unread: number })[]> {
  const k = kysely();
  const side = (mine: "participantAId" | "participantBId", other: "participantAId" | "participantBId") =>
    k
      .selectFrom("Conversation as c")
      .innerJoin("User as o", "o.id", `c.${other}`)
      .innerJoin("Message as lm", "lm.id", "c.lastMessageId")
      .select([
        "c.id",
        "c.lastActivity",
        "o.id as otherId",
        "o.username",
        "o.firstName",
        "o.lastName",
        "o.displayName",
        "o.profileImageKey",
        "lm.id as lastId",
        "lm.senderId as lastSenderId",
        "lm.content as lastContent",
        "lm.createdAt as lastCreatedAt",
      ])
      .where(`c.${mine}`, "=", userId)
      .where(accountShownSql("o", now))
      .orderBy("c.lastActivity", "desc")
      .orderBy("c.id", "desc")
      .limit(skip + limit);
  type Row = Awaited<ReturnType<ReturnType<typeof side>["execute"]>>[number];
  const rows = await k
    .selectFrom(sql<Row>`((${side("participantAId", "participantBId")}) UNION ALL (${side("participantBId", "participantAId")}))`.as("x"))
    .selectAll("x")
    .select(unreadInSql(userId, sql.ref("x.id")).as("unread"))
    .orderBy("x.lastActivity", "desc")
    .orderBy("x.id", "desc")
    .offset(skip)
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    lastActivity: r.lastActivity,
    other: { id: r.otherId, username: r.username, firstName: r.firstName, lastName: r.lastName, displayName: r.displayName, profileImageKey: r.profileImageKey },
    lastMessage: { id: r.lastId, senderId: r.lastSenderId, content: r.lastContent, createdAt: r.lastCreatedAt },
    unread: r.unread,
  }));
}

/**
 * How many conversations the list shows: all the member's conversations written in, less those
 * with a member who may not be shown, found from the side of the members who may be hidden (the
 * moderated few: lib/access/accounts.ts accountHiddenSql), each a probe of the pair's unique
 * index. Checking the other member of every conversation cost 9 ms for 1,483 at 10x.
 */
async function listedConversationCount(userId: string, now: Date): Promise<number> {
  const k = kysely();
  const mine = k
    .selectFrom("Conversation as c")
    .select(sql<number>`count(*)`.as("n"))
    .where((eb) => eb.or([eb("c.participantAId", "=", userId), eb("c.participantBId", "=", userId)]))
    .where("c.lastMessageId", "is not", null);
  const hidden = k
    .selectFrom("User as o")
    .innerJoin("Conversation as c", (j) =>
      j.on((eb) =>
        eb.or([
          eb.and([eb("c.participantAId", "=", userId), eb("c.participantBId", "=", eb.ref("o.id"))]),
          eb.and([eb("c.participantAId", "=", eb.ref("o.id")), eb("c.participantBId", "=", userId)]),
        ]),
      ),
    )
    .select(sql<number>`count(*)`.as("n"))
    .where("c.lastMessageId", "is not", null)
    .where(accountHiddenSql("o", now));
  const row = await k.selectNoFrom([sql<number>`((${mine}) - (${hidden}))::int`.as("total")]).executeTakeFirstOrThrow();
  return row.total;
}

async function loadConversation(conversationId: string, userId: string): Promise<ChatConversation> {
  const row = await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId }, select: conversationSelect });
  const { unread } = await kysely().selectNoFrom([unreadInSql(userId, sql.val(conversationId)).as("unread")]).executeTakeFirstOrThrow();
  return toConversation(conversationView(row, userId), unread);
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
