import { accountIdShownSql } from "@/lib/access/accounts";
import type { MessageType } from "@/lib/generated/prisma/client";
import { randomUUID } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type Selectable } from "kysely";
import { prisma } from "@/lib/db";
import { clockNow, kysely, prepared, type DB } from "@/lib/db/kysely";
import type { Message } from "@/lib/generated/kysely/types";
import type { MemberRow } from "@/lib/users/serialize";
import { badRequest, forbidden, notFound, fieldError, type ErrorCode } from "@/lib/errors";
import { ownedMediaForCreator } from "@/lib/chat/owned-media";
import { requireVerifiedCreator } from "@/lib/users/creator";
import { log } from "@/lib/log";
import { consume, limiter } from "@/lib/rate-limit";
import { findOrCreateConversationId, requireMembership } from "@/lib/chat/conversations";
import { assertCanMessage, assertNotBlocked, blockedError, blockedPair, canMessageSql, sortPair } from "@/lib/chat/permissions";
import { blockBetweenSql } from "@/lib/access/audience";
import { MAX_MESSAGE_LENGTH, MAX_MESSAGE_PRICE } from "@/shared/schemas/chat";
import { toCents } from "@/shared/validation/amount";
import { messageSelect, toMessage, type ChatMessage, type ChatUserRow, type MessageRow } from "@/lib/chat/serialize";
import { notifyMessageReceived, withMessageNotification } from "@/lib/chat/notify-message";
import { newMessageNotificationText } from "@/lib/notifications/events";

export type SendMessageInput = {
  senderId: string;
  receiverId: string;
  content: string;
  conversationId?: string | null;
  attachmentIds?: string[];
  /** issue 21: the sender's existing media to reuse (lib/chat/owned-media.ts) */
  mediaIds?: string[];
  /** pay-per-view: the price in minor units (the message must hold media; the sender a verified creator) */
  priceCents?: number | null;
  /** sent as a mass message (with its id) or as the welcome message */
  origin?: "mass" | "welcome" | null;
  massMessageId?: string | null;
};

/** 20 messages per 10 s per sender (shared through Redis when REDIS_URL is set). */
export const SEND_RATE = { points: 20, seconds: 10 };
const TOO_FAST: ErrorCode = "SENDING_TOO_FAST";

export type SendOptions = {
  /**
   * Called once the message is committed, before the receiver's notification is written (realtime
   * delivers here): the message as the sender sees it, and as the receiver does (a pay-per-view
   * message is locked for them).
   */
  onStored?: (message: ChatMessage, forReceiver: ChatMessage) => void;
  /** a delivery of the platform's (mass or welcome message): not under the per-sender rate limit, which their creation is */
  system?: boolean;
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
  const mediaIds = [...new Set(input.mediaIds ?? [])];
  const priceCents = input.priceCents ?? null;
  // anything beyond text and uploads takes the checked path (stored in one interactive transaction)
  const extras = mediaIds.length > 0 || priceCents !== null || Boolean(input.origin);
  if (!content && attachmentIds.length === 0 && mediaIds.length === 0) throw badRequest("MESSAGE_CONTENT_REQUIRED", { errors: fieldError("content", "MESSAGE_CONTENT_REQUIRED") });
  if (content.length > MAX_MESSAGE_LENGTH) {
    throw badRequest("MESSAGE_TOO_LONG", { params: { max: MAX_MESSAGE_LENGTH }, errors: fieldError("content", "MESSAGE_TOO_LONG", { max: MAX_MESSAGE_LENGTH }) });
  }
  if (input.receiverId === input.senderId) throw badRequest("CANNOT_MESSAGE_SELF");

  if (priceCents !== null) await assertMayCharge(input.senderId, priceCents, attachmentIds.length + mediaIds.length);
  if (!opts.system) await consume(limiter("chat-send", SEND_RATE.points, SEND_RATE.seconds), input.senderId, TOO_FAST);

  const plain = attachmentIds.length === 0 && !extras;
  let stored: { message: ChatMessage; forReceiver: ChatMessage } | null = null;
  if (plain) {
    const text = (await storeInExistingConversation(input, content)) ?? (!input.conversationId ? await storeFirstMessage(input, content) : null);
    if (text) stored = { message: text, forReceiver: text };
  }
  stored ??= await storeWithChecks(input, content, attachmentIds, mediaIds);
  const { message } = stored;
  try {
    opts.onStored?.(message, stored.forReceiver);
  } catch (err) {
    log.warn({ err, messageId: message._id }, "message delivery callback failed");
  }
  // a text message's notification was written by the same statement as the message
  if (plain) return message;

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
 * rule: withMessageNotification in lib/chat/notify-message.ts). Returns the message with its sender. No row
 * when the pair has no conversation yet or `conversationId` is not theirs: nothing is written and
 * the caller takes the slow path.
 */
async function storeInExistingConversation(input: SendMessageInput, content: string): Promise<ChatMessage | null> {
  const [a, b] = sortPair(input.senderId, input.receiverId);
  const args: ExistingSendArgs = {
    a,
    b,
    messageId: randomUUID(),
    senderId: input.senderId,
    receiverId: input.receiverId,
    content,
    noteText: newMessageNotificationText(content),
  };
  if (input.conversationId) args.conversationId = input.conversationId;
  const [r] = await existingConversationSend(args, { shape: input.conversationId ? "given" : "pair" });
  return r ? toStoredMessage(r) : null;
}

type ExistingSendArgs = {
  a: string;
  b: string;
  conversationId?: string;
  messageId: string;
  senderId: string;
  receiverId: string;
  content: string;
  noteText: string;
};

// built and compiled once per shape ("given": the client named the conversation; lib/db/kysely.ts `prepared`)
const existingConversationSend = prepared((p: ExistingSendArgs, shape: "pair" | "given") => {
  const q = kysely()
    .with("conv", (qc) => {
      // a block between the pair closes the conversation (lib/chat/permissions.ts): no row, the slow path says why
      let conv = qc
        .selectFrom("Conversation as c")
        .select("c.id")
        .where("c.participantAId", "=", p.a)
        .where("c.participantBId", "=", p.b)
        .where((eb) => eb.not(blockBetweenSql(p.a, p.b)))
        // not to a member who may not be shown (the first-message path then refuses it; lib/access/accounts.ts)
        .where(accountIdShownSql(p.receiverId));
      if (shape === "given") conv = conv.where("c.id", "=", p.conversationId!);
      return conv.forUpdate();
    })
    .with("msg", (qc) =>
      qc
        .insertInto("Message")
        .columns(MESSAGE_COLUMNS)
        .expression(qc.selectFrom("conv").select(newTextMessage(p.messageId, sql.ref("conv.id"), p, p.content, clockNow)))
        .returningAll(),
    )
    .with("moved", (qc) =>
      qc
        .updateTable("Conversation")
        .from("msg")
        .set((eb) => ({ lastMessageId: eb.ref("msg.id"), lastActivity: eb.ref("msg.createdAt") }))
        .whereRef("Conversation.id", "=", "msg.conversationId")
        .returning("Conversation.id"),
    )
    .with("sender", (qc) => senderOf(qc, p.senderId));
  return withMessageNotification(q, p.senderId, p.receiverId, p.noteText).selectFrom(["msg", "sender"]).select(storedColumns);
});

/** The columns of a new message, in MESSAGE_COLUMNS' order (a text message; stamped `at`). */
function newTextMessage(id: string, conversationId: Expression<string>, input: Pick<SendMessageInput, "senderId" | "receiverId">, content: string, at: Expression<Date>) {
  return [
    sql<string>`${id}::uuid`.as("id"),
    sql<string>`${conversationId}`.as("conversationId"),
    sql<string>`${input.senderId}::uuid`.as("senderId"),
    sql<string>`${input.receiverId}::uuid`.as("receiverId"),
    sql<string>`${content}::text`.as("content"),
    sql<"text">`'text'::"MessageType"`.as("messageType"),
    sql<boolean>`false`.as("isRead"),
    sql<Date>`${at}`.as("createdAt"),
  ];
}

const MESSAGE_COLUMNS = ["id", "conversationId", "senderId", "receiverId", "content", "messageType", "isRead", "createdAt"] as const;

/** The CTE `sender`: the sender's row as a chat user (lib/users/serialize.ts MemberRow). */
function senderOf<D extends DB>(qc: QueryCreator<D>, senderId: string) {
  return (qc as unknown as QueryCreator<DB>)
    .selectFrom("User as u")
    .select(["u.id", "u.username", "u.firstName", "u.lastName", "u.displayName", "u.profileImageKey"])
    .where("u.id", "=", senderId);
}

type Stored = DB & { msg: Selectable<Message>; sender: MemberRow };

/** The statement's answer: the message's columns and its sender's, side by side. */
const storedColumns = (eb: ExpressionBuilder<Stored, "msg" | "sender">) =>
  [
    "msg.id",
    "msg.conversationId",
    "msg.senderId",
    "msg.receiverId",
    "msg.content",
    eb.cast<MessageType>("msg.messageType", "text").as("messageType"),
    "msg.isRead",
    "msg.readAt",
    "msg.createdAt",
    "sender.username",
    "sender.firstName",
    "sender.lastName",
    "sender.displayName",
    "sender.profileImageKey",
  ] as const;

function toStoredMessage(r: StoredRow): ChatMessage {
  return toMessage(
    {
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
    },
    r.senderId,
  );
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
  const q = kysely()
    .with("rcv", (qc) => qc.selectFrom("User as u").select("u.id").where("u.id", "=", input.receiverId))
    .with("ok", (qc) => qc.selectFrom("rcv").select(sql.lit(1).as("one")).where(canMessageSql(input.senderId, input.receiverId)))
    .with("t", (qc) => qc.selectNoFrom(clockNow.as("at")))
    .with("conv", (qc) =>
      qc
        .insertInto("Conversation")
        .columns(["id", "participantAId", "participantBId", "lastMessageId", "lastActivity", "createdAt"])
        .expression(
          qc
            .selectFrom(["ok", "t"])
            .select([
              sql<string>`${randomUUID()}::uuid`.as("id"),
              sql<string>`${a}::uuid`.as("participantAId"),
              sql<string>`${b}::uuid`.as("participantBId"),
              sql<string>`${messageId}::uuid`.as("lastMessageId"),
              "t.at as lastActivity",
              "t.at as createdAt",
            ]),
        )
        .onConflict((oc) => oc.columns(["participantAId", "participantBId"]).doNothing())
        .returning("Conversation.id"),
    )
    .with("msg", (qc) =>
      qc
        .insertInto("Message")
        .columns(MESSAGE_COLUMNS)
        .expression(qc.selectFrom(["conv", "t"]).select(newTextMessage(messageId, sql.ref("conv.id"), input, content, sql.ref("t.at"))))
        .returningAll(),
    )
    .with("sender", (qc) => senderOf(qc, input.senderId));
  const r = await withMessageNotification(q, input.senderId, input.receiverId, newMessageNotificationText(content))
    .selectFrom(sql`(SELECT 1)`.as("one"))
    .leftJoin(
      (qc) => qc.selectFrom(["msg", "sender"]).select(storedColumns).as("m"),
      (join) => join.onTrue(),
    )
    .selectAll("m")
    .select((eb) => [eb.exists(eb.selectFrom("rcv").select("id")).as("receiverFound"), eb.exists(eb.selectFrom("ok").select("one")).as("allowed")])
    .executeTakeFirstOrThrow();
  if (!r.receiverFound) throw notFound("RECEIVER_NOT_FOUND");
  if (!r.allowed) throw (await blockedPair(input.senderId, input.receiverId)) ? blockedError() : forbidden("MESSAGING_NOT_ALLOWED");
  if (r.id) return toStoredMessage(r as StoredRow);
  const stored = await storeInExistingConversation(input, content);
  if (stored) return stored;
  throw notFound("CONVERSATION_NOT_FOUND");
}

/** The slow path: each check with its own error, then one interactive transaction. */
async function storeWithChecks(
  input: SendMessageInput,
  content: string,
  attachmentIds: string[],
  mediaIds: string[],
): Promise<{ message: ChatMessage; forReceiver: ChatMessage }> {
  const receiver = await prisma.user.findUnique({ where: { id: input.receiverId }, select: { id: true } });
  if (!receiver) throw notFound("RECEIVER_NOT_FOUND");

  if (input.conversationId) {
    const m = await requireMembership(input.conversationId, input.senderId);
    if (m.otherId !== input.receiverId) throw badRequest("WRONG_RECEIVER");
    await assertNotBlocked(input.senderId, input.receiverId);
  } else {
    await assertCanMessage(input.senderId, input.receiverId);
  }

  const extras = mediaIds.length > 0 || (input.priceCents ?? null) !== null || Boolean(input.origin);
  if (attachmentIds.length === 0 && !extras) {
    // A text message whose conversation id the checks above accepted: the fast path's statement.
    const stored = await storeInExistingConversation(input, content);
    if (stored) return { message: stored, forReceiver: stored };
    // only when the conversation disappeared in between (deleted account): the checks above decide
    throw notFound("CONVERSATION_NOT_FOUND");
  }

  const reused = await ownedMediaForCreator(input.senderId, mediaIds);
  const messageType = attachmentIds.length ? await attachmentKind(attachmentIds, input.senderId) : (reused[0]?.type ?? "text");

  const message = await prisma.$transaction(async (tx) => {
    const conversationId = input.conversationId ?? (await findOrCreateConversationId(tx, input.senderId, input.receiverId));
    // Lock the conversation row first: concurrent sends in one conversation then queue here
    // instead of deadlocking (the message's foreign key takes a share lock on this row, and
    // moving lastMessageId, a unique column, needs an exclusive one).
    await tx.conversation.update({ where: { id: conversationId }, data: { lastActivity: new Date() }, select: { id: true } });
    const created = await tx.message.create({
      data: {
        conversationId,
        senderId: input.senderId,
        receiverId: input.receiverId,
        content,
        messageType,
        priceCents: input.priceCents ?? null,
        origin: input.origin ?? null,
        massMessageId: input.massMessageId ?? null,
      },
      select: { id: true, createdAt: true },
    });
    if (reused.length) await tx.messageMedia.createMany({ data: reused.map((m, position) => ({ messageId: created.id, mediaId: m.id, position })) });
    if (attachmentIds.length) {
      const linked = await tx.media.updateMany({
        where: { id: { in: attachmentIds }, ownerId: input.senderId, messageId: null, postId: null },
        data: { messageId: created.id },
      });
      if (linked.count !== attachmentIds.length) throw badRequest("ATTACHMENT_UNKNOWN");
    }
    await tx.conversation.update({
      where: { id: conversationId },
      data: { lastMessageId: created.id, lastActivity: created.createdAt },
    });
    return tx.message.findUniqueOrThrow({ where: { id: created.id }, select: messageSelect });
  });
  return { message: toMessage(message, input.senderId), forReceiver: toMessage(message, input.receiverId) };
}

/** The largest price of a pay-per-view message, in minor units (shared/schemas/chat.ts MAX_MESSAGE_PRICE). */
export const MAX_MESSAGE_PRICE_CENTS = toCents(MAX_MESSAGE_PRICE);

/**
 * A priced message must hold media and come from a verified creator (the one rule of who can be
 * paid, lib/users/creator.ts); price 1 minor unit to MAX_MESSAGE_PRICE_CENTS.
 */
async function assertMayCharge(senderId: string, priceCents: number, mediaCount: number): Promise<void> {
  if (!Number.isInteger(priceCents) || priceCents < 1 || priceCents > MAX_MESSAGE_PRICE_CENTS) throw badRequest("MESSAGE_PRICE_INVALID", { errors: fieldError("price", "MESSAGE_PRICE_INVALID") });
  if (mediaCount === 0) throw badRequest("PRICE_NEEDS_MEDIA", { errors: fieldError("price", "PRICE_NEEDS_MEDIA") });
  await requireVerifiedCreator(senderId);
}

/** image or video after the first attachment's type (a message with attachments only). */
async function attachmentKind(ids: string[], ownerId: string): Promise<"text" | "image" | "video"> {
  const first = await prisma.media.findFirst({ where: { id: { in: ids }, ownerId }, select: { type: true } });
  if (!first) throw badRequest("ATTACHMENT_UNKNOWN");
  return first.type;
}
