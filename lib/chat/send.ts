import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { consume, limiter } from "@/lib/rate-limit";
import { findOrCreateConversationId, requireMembership } from "@/lib/chat/conversations";
import { assertCanMessage } from "@/lib/chat/permissions";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/schemas";
import { messageSelect, toMessage, type ChatMessage } from "@/lib/chat/serialize";
import { notifyMessageReceived } from "@/lib/chat/notify-message";

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

/**
 * Sends one message: validates, enforces the rate limit and the messaging rule, then in one
 * transaction finds or creates the conversation, stores the message (with its attachments)
 * and moves the conversation's lastMessage/lastActivity. The receiver's `message`
 * notification is written after the commit (a failure there never loses the message).
 */
export async function sendMessage(input: SendMessageInput): Promise<ChatMessage> {
  const content = input.content.trim();
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (!content && attachmentIds.length === 0) throw badRequest("Message content is required", { content: ["Message content is required"] });
  if (content.length > MAX_MESSAGE_LENGTH) {
    throw badRequest(`Message is too long (at most ${MAX_MESSAGE_LENGTH} characters)`, { content: ["Message is too long"] });
  }
  if (input.receiverId === input.senderId) throw badRequest("You cannot message yourself");

  await consume(limiter("chat-send", SEND_RATE.points, SEND_RATE.seconds), input.senderId, TOO_FAST_MESSAGE);

  const receiver = await prisma.user.findUnique({ where: { id: input.receiverId }, select: { id: true } });
  if (!receiver) throw notFound("Receiver not found");

  if (input.conversationId) {
    const m = await requireMembership(input.conversationId, input.senderId);
    if (m.otherId !== input.receiverId) throw badRequest("The receiver is not the other member of this conversation");
  } else {
    await assertCanMessage(input.senderId, input.receiverId);
  }

  const messageType = attachmentIds.length ? await attachmentKind(attachmentIds, input.senderId) : "text";

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

  try {
    await notifyMessageReceived(
      { id: input.senderId, username: message.sender.username, firstName: message.sender.firstName },
      input.receiverId,
      content,
    );
  } catch (err) {
    log.warn({ err, messageId: message.id }, "message notification not created");
  }
  return toMessage(message);
}

/** image or video after the first attachment's type (a message with attachments only). */
async function attachmentKind(ids: string[], ownerId: string): Promise<"text" | "image" | "video"> {
  const first = await prisma.media.findFirst({ where: { id: { in: ids }, ownerId }, select: { type: true } });
  if (!first) throw badRequest("Unknown or already used attachment");
  return first.type;
}
