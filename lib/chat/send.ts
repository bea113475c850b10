import { randomUUID } from "node:crypto";
import { prisma, Prisma } from "@/lib/db";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { consume, limiter } from "@/lib/rate-limit";
import { findOrCreateConversationId, requireMembership } from "@/lib/chat/conversations";
import { assertCanMessage, canMessageSql, NOT_ALLOWED_MESSAGE, sortPair } from "@/lib/chat/permissions";
import { MAX_MESSAGE_LENGTH } from "@/shared/schemas/chat";
import { messageSelect, toMessage, type ChatMessage, type ChatUserRow, type MessageRow } from "@/lib/chat/serialize";
import { messageNotificationCtes, notifyMessageReceived } from "@/lib/chat/notify-message";

export type SendMessageInput = {
  senderId: string;
  receiverId: string;
  content: string;
  conversationId?: string | null;
  attachmentIds?: string[];
};

/** 20 messages per 10 s per sender (shared through Redis when REDIS_URL is set). */
export const SEND_RATE = { points: 20, seconds: 10 };
export const TOO_FAST_MESSAGE = "You are sending messages too fast";

export type SendOptions = {
  /** Called once the message is committed, before the receiver's notification is written (realtime delivers here). */
  onStored?: (message: ChatMessage) => void;
};

/**
 * Sends one message: validates, enforces the rate limit and the messaging rule, then stores
 * the message and moves the conversation's lastMessage/lastActivity atomically. The receiver's
 * `message` notification commits with a text message (same statement); for a message with
 * attachments it is written after the commit (a failure there never loses the message).
 *
 * Three paths, one outcome:
 *  - a text message in a conversation that exists (the common case: a reply, the bench's
 *    200+ msg/s): ONE SQL statement (storeInExistingConversation). An existing conversation
 *    already satisfies the messaging rule (lib/chat/permissions.ts, rule 2).
 *  - the first text message of a pair: ONE statement too (storeFirstMessage): the receiver, the
 *    messaging rule (canMessageSql), the conversation, the message and the notification.
 *  - otherwise (a conversation id that does not match, attachments): the checks one by one,
 *    each with its own error. Attachments take an interactive transaction (the files are linked
 *    to the message in it).
 */
export async function sendMessage(input: SendMessageInput, opts: SendOptions = {}): Promise<ChatMessage> {
  const content = input.content.trim();
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (!content && attachmentIds.length === 0) throw badRequest("Message content is required", { content: ["Message content is required"] });
  if (content.length > MAX_MESSAGE_LENGTH) {
    throw badRequest(`Message is too long (at most ${MAX_MESSAGE_LENGTH} characters)`, { content: ["Message is too long"] });
  }
  if (input.receiverId === input.senderId) throw badRequest("You cannot message yourself");

  await consume(limiter("chat-send", SEND_RATE.points, SEND_RATE.seconds), input.senderId, TOO_FAST_MESSAGE);

  let stored = attachmentIds.length === 0 ? await storeInExistingConversation(input, content) : null;
  if (!stored && attachmentIds.length === 0 && !input.conversationId) stored = await storeFirstMessage(input, content);
  const message = stored ?? (await storeWithChecks(input, content, attachmentIds));
  try {
    opts.onStored?.(message);
  } catch (err) {
    log.warn({ err, messageId: message._id }, "message delivery callback failed");
  }
  // a text message's notification was written by the same statement as the message
  if (attachmentIds.length === 0) return message;

  try {
    await notifyMessageReceived(input.senderId, input.receiverId, content);
  } catch (err) {
    log.warn({ err, messageId: message._id }, "message notification not created");
  }
  return message;
}

/** The statement's row: the message's columns and its sender's, side by side. */
type StoredRow = Omit<MessageRow, "sender" | "attachments"> & { senderId: string } & Omit<ChatUserRow, "id">;

/**
 * The fast path, one statement: lock the pair's conversation row (FOR UPDATE: concurrent sends
 * in one conversation queue here and cannot deadlock on the unique lastMessageId), insert the
 * message stamped after the lock (clock_timestamp, so createdAt follows commit order), move the
 * conversation's lastMessage/lastActivity, and write the receiver's `message` notification (its
 * rule: messageNotificationCtes in lib/chat/notify-message.ts). Returns the message with its sender. No row
 * when the pair has no conversation yet or `conversationId` is not theirs: nothing is written and
 * the caller takes the slow path.
 */
async function storeInExistingConversation(input: SendMessageInput, content: string): Promise<ChatMessage | null> {
  const [a, b] = sortPair(input.senderId, input.receiverId);
  const byId = input.conversationId ? Prisma.sql`AND c."id" = ${input.conversationId}::uuid` : Prisma.empty;
  const rows = await prisma.$queryRaw<StoredRow[]>(Prisma.sql`
    WITH conv AS (
      SELECT c."id" FROM "Conversation" c
      WHERE c."participantAId" = ${a}::uuid AND c."participantBId" = ${b}::uuid ${byId}
      FOR UPDATE
    ), msg AS (
      INSERT INTO "Message" ("id", "conversationId", "senderId", "receiverId", "content", "messageType", "isRead", "createdAt")
      SELECT ${randomUUID()}::uuid, conv."id", ${input.senderId}::uuid, ${input.receiverId}::uuid, ${content}, 'text'::"MessageType", false,
             (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)
      FROM conv
      RETURNING *
    ), moved AS (
      UPDATE "Conversation" c SET "lastMessageId" = msg."id", "lastActivity" = msg."createdAt"
      FROM msg WHERE c."id" = msg."conversationId"
    ), sender AS (
      SELECT u."id", u."username", u."firstName", u."lastName", u."displayName", u."profileImageKey" FROM "User" u WHERE u."id" = ${input.senderId}::uuid
    ), ${messageNotificationCtes(input.senderId, input.receiverId, content)}
    SELECT msg."id", msg."conversationId", msg."senderId", msg."receiverId", msg."content", msg."messageType"::text AS "messageType",
           msg."isRead", msg."readAt", msg."createdAt", sender."username", sender."firstName", sender."lastName", sender."displayName", sender."profileImageKey"
    FROM msg, sender`);
  const r = rows[0];
  return r ? toStoredMessage(r) : null;
}

function toStoredMessage(r: StoredRow): ChatMessage {
  return toMessage({
    id: r.id,
    conversationId: r.conversationId,
    receiverId: r.receiverId,
    content: r.content,
    messageType: r.messageType,
    isRead: r.isRead,
    readAt: r.readAt,
    createdAt: r.createdAt,
    sender: { id: r.senderId, username: r.username, firstName: r.firstName, lastName: r.lastName, displayName: r.displayName, profileImageKey: r.profileImageKey },
    attachments: [],
  });
}

/**
 * The first text message of a pair, one statement: the receiver must exist (404) and the
 * messaging rule allow it (403, lib/chat/permissions.ts); then the conversation is inserted with
 * the message as its last one (both foreign keys are checked at the end of the statement), the
 * message, and the receiver's notification. If the pair's conversation appeared meanwhile (both
 * wrote at once), the insert does nothing and the message goes the existing-conversation way.
 */
async function storeFirstMessage(input: SendMessageInput, content: string): Promise<ChatMessage> {
  const [a, b] = sortPair(input.senderId, input.receiverId);
  const messageId = randomUUID();
  type FirstRow = Partial<StoredRow> & { receiverFound: boolean; allowed: boolean };
  const [r] = await prisma.$queryRaw<FirstRow[]>(Prisma.sql`
    WITH rcv AS (
      SELECT u."id" FROM "User" u WHERE u."id" = ${input.receiverId}::uuid
    ), ok AS (
      SELECT 1 FROM rcv WHERE ${canMessageSql(input.senderId, input.receiverId)}
    ), t AS (
      SELECT (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS "at"
    ), conv AS (
      INSERT INTO "Conversation" ("id", "participantAId", "participantBId", "lastMessageId", "lastActivity", "createdAt")
      SELECT ${randomUUID()}::uuid, ${a}::uuid, ${b}::uuid, ${messageId}::uuid, t."at", t."at" FROM ok, t
      ON CONFLICT ("participantAId", "participantBId") DO NOTHING
      RETURNING "id"
    ), msg AS (
      INSERT INTO "Message" ("id", "conversationId", "senderId", "receiverId", "content", "messageType", "isRead", "createdAt")
      SELECT ${messageId}::uuid, conv."id", ${input.senderId}::uuid, ${input.receiverId}::uuid, ${content}, 'text'::"MessageType", false, t."at"
      FROM conv, t
      RETURNING *
    ), sender AS (
      SELECT u."id", u."username", u."firstName", u."lastName", u."displayName", u."profileImageKey" FROM "User" u WHERE u."id" = ${input.senderId}::uuid
    ), ${messageNotificationCtes(input.senderId, input.receiverId, content)}
    SELECT EXISTS (SELECT 1 FROM rcv) AS "receiverFound", EXISTS (SELECT 1 FROM ok) AS "allowed", m.*
    FROM (SELECT 1) one LEFT JOIN (
      SELECT msg."id", msg."conversationId", msg."senderId", msg."receiverId", msg."content", msg."messageType"::text AS "messageType",
             msg."isRead", msg."readAt", msg."createdAt", sender."username", sender."firstName", sender."lastName", sender."displayName", sender."profileImageKey"
      FROM msg, sender
    ) m ON true`);
  if (!r?.receiverFound) throw notFound("Receiver not found");
  if (!r.allowed) throw forbidden(NOT_ALLOWED_MESSAGE);
  if (r.id) return toStoredMessage(r as StoredRow);
  const stored = await storeInExistingConversation(input, content);
  if (stored) return stored;
  throw notFound("Conversation not found");
}

/** The slow path: each check with its own error, then one interactive transaction. */
async function storeWithChecks(input: SendMessageInput, content: string, attachmentIds: string[]): Promise<ChatMessage> {
  const receiver = await prisma.user.findUnique({ where: { id: input.receiverId }, select: { id: true } });
  if (!receiver) throw notFound("Receiver not found");

  if (input.conversationId) {
    const m = await requireMembership(input.conversationId, input.senderId);
    if (m.otherId !== input.receiverId) throw badRequest("The receiver is not the other member of this conversation");
  } else {
    await assertCanMessage(input.senderId, input.receiverId);
  }

  if (attachmentIds.length === 0) {
    // A text message whose conversation id the checks above accepted: the fast path's statement.
    const stored = await storeInExistingConversation(input, content);
    if (stored) return stored;
    // only when the conversation disappeared in between (deleted account): the checks above decide
    throw notFound("Conversation not found");
  }

  const messageType = await attachmentKind(attachmentIds, input.senderId);

  const message = await prisma.$transaction(async (tx) => {
    const conversationId = input.conversationId ?? (await findOrCreateConversationId(tx, input.senderId, input.receiverId));
    // Lock the conversation row first: concurrent sends in one conversation then queue here
    // instead of deadlocking (the message's foreign key takes a share lock on this row, and
    // moving lastMessageId, a unique column, needs an exclusive one).
    await tx.conversation.update({ where: { id: conversationId }, data: { lastActivity: new Date() }, select: { id: true } });
    const created = await tx.message.create({
      data: { conversationId, senderId: input.senderId, receiverId: input.receiverId, content, messageType },
      select: { id: true, createdAt: true },
    });
    if (attachmentIds.length) {
      const linked = await tx.media.updateMany({
        where: { id: { in: attachmentIds }, ownerId: input.senderId, messageId: null, postId: null },
        data: { messageId: created.id },
      });
      if (linked.count !== attachmentIds.length) throw badRequest("Unknown or already used attachment");
    }
    await tx.conversation.update({
      where: { id: conversationId },
      data: { lastMessageId: created.id, lastActivity: created.createdAt },
    });
    return tx.message.findUniqueOrThrow({ where: { id: created.id }, select: messageSelect });
  });
  return toMessage(message);
}

/** image or video after the first attachment's type (a message with attachments only). */
async function attachmentKind(ids: string[], ownerId: string): Promise<"text" | "image" | "video"> {
  const first = await prisma.media.findFirst({ where: { id: { in: ids }, ownerId }, select: { type: true } });
  if (!first) throw badRequest("Unknown or already used attachment");
  return first.type;
}
