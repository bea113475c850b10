import type { MediaStatus, MediaType, MessageOrigin, MessageType } from "@/lib/generated/prisma/client";
import { messageLockedFor } from "@/lib/access/paid-message";
import type { ChatMessageAnswer } from "@/shared/answers/chat";
import { isThumbHash } from "@/shared/media/placeholders";
import { MEMBER_SELECT, toMemberSummary, type MemberRow } from "@/lib/users/serialize";

// SPEC section 3 shapes of Message and Conversation, with the Prisma selects that feed them.

export const chatUserSelect = MEMBER_SELECT;

/** What a message's answer says of each of its media: its key, and its placeholder, size and length (decision 079). */
export const MEDIA_FORM_SELECT = { id: true, type: true, key: true, placeholder: true, width: true, height: true, durationMs: true, status: true } as const;

/** A medium of a message as read with MEDIA_FORM_SELECT. */
/** `status`: a video's processing state (decision 076). */
export type MessageMediaRow = { id: string; type: MediaType; key: string; placeholder: string | null; width: number | null; height: number | null; durationMs: number | null; status: MediaStatus };

export const messageSelect = {
  id: true,
  conversationId: true,
  senderId: true,
  receiverId: true,
  content: true,
  messageType: true,
  isRead: true,
  readAt: true,
  createdAt: true,
  sender: { select: chatUserSelect },
  attachments: { select: MEDIA_FORM_SELECT, orderBy: { position: "asc" } },
  priceCents: true,
  purchasedAt: true,
  origin: true,
  media: { select: { media: { select: MEDIA_FORM_SELECT } }, orderBy: { position: "asc" } },
} as const;

export type ChatUserRow = MemberRow;

export type MessageRow = {
  id: string;
  conversationId: string;
  receiverId: string;
  content: string;
  messageType: MessageType;
  isRead: boolean;
  readAt: Date | null;
  createdAt: Date;
  sender: ChatUserRow;
  attachments: MessageMediaRow[];
  /** issue 21: pay-per-view, origin, reused media (absent on the one-statement text sends: none of them) */
  priceCents?: number | null;
  purchasedAt?: Date | null;
  origin?: MessageOrigin | null;
  media?: { media: MessageMediaRow }[];
};

export type ChatUser = ReturnType<typeof toChatUser>;
export type ChatMessage = ReturnType<typeof toMessage>;

/** A chat partner or sender: the member summary of lib/users/serialize.ts. */
export function toChatUser(u: ChatUserRow) {
  return toMemberSummary(u);
}

/**
 * A message as `viewerId` (one of its two members) sees it: a pay-per-view message the receiver
 * has not bought shows its text, price and what it holds (`preview` counts, and `previews`: each
 * medium's type, placeholder, size and length), never its media (lib/access/paid-message.ts).
 */
export function toMessage(m: MessageRow, viewerId: string): ChatMessageAnswer {
  const media = [...m.attachments, ...(m.media ?? []).map((u) => u.media)];
  const priceCents = m.priceCents ?? null;
  const locked = messageLockedFor({ senderId: m.sender.id, priceCents, purchasedAt: m.purchasedAt ?? null }, viewerId);
  return {
    _id: m.id,
    conversationId: m.conversationId,
    sender: toChatUser(m.sender),
    receiver: { _id: m.receiverId },
    content: m.content,
    messageType: m.messageType,
    createdAt: m.createdAt.toISOString(),
    isRead: m.isRead,
    readAt: m.readAt ? m.readAt.toISOString() : null,
    attachments: locked ? [] : media.map(toAttachment),
    ...(priceCents !== null
      ? {
          price: priceCents / 100,
          locked,
          purchased: m.purchasedAt != null,
          preview: { photos: media.filter((a) => a.type === "image").length, videos: media.filter((a) => a.type === "video").length },
          ...(locked ? { previews: media.map(previewOf) } : {}),
        }
      : {}),
    ...(m.origin ? { origin: m.origin } : {}),
  };
}

/** A medium's placeholder (a ThumbHash only: never the older data: URL form), size and length in seconds. */
function mediaForm(a: MessageMediaRow) {
  return { placeholder: isThumbHash(a.placeholder) ? a.placeholder : null, width: a.width, height: a.height, duration: a.durationMs === null ? null : a.durationMs / 1000 };
}

/** A medium of a message (or just uploaded for one) in answers: its key, placeholder, size and length. */
export function toAttachment(a: MessageMediaRow) {
  // a video still being made playable (or that failed) says so: the fan's page shows that instead of a player (decision 076)
  return { _id: a.id, type: a.type, key: a.key, ...mediaForm(a), ...(a.status !== "ready" ? { status: a.status } : {}) };
}

/** What a locked message shows of one of its media: never its key or id. */
function previewOf(a: MessageMediaRow) {
  const { duration, ...rest } = mediaForm(a);
  return a.type === "video" ? { type: a.type, ...rest, duration } : { type: a.type, ...rest };
}

export const conversationSelect = {
  id: true,
  participantAId: true,
  lastActivity: true,
  participantA: { select: chatUserSelect },
  participantB: { select: chatUserSelect },
  lastMessage: { select: { id: true, senderId: true, content: true, createdAt: true } },
} as const;

type ConversationRow = {
  id: string;
  participantAId: string;
  lastActivity: Date;
  participantA: ChatUserRow;
  participantB: ChatUserRow;
  lastMessage: LastMessageRow | null;
};

type LastMessageRow = { id: string; senderId: string; content: string; createdAt: Date };

/** What a conversation's answer says, read as the list reads it: the other member already picked. */
export type ConversationView = { id: string; lastActivity: Date; other: ChatUserRow; lastMessage: LastMessageRow | null };

/** A conversation row read with `conversationSelect`, as `viewerId` sees it: the other member is the participant. */
export function conversationView(c: ConversationRow, viewerId: string): ConversationView {
  return { id: c.id, lastActivity: c.lastActivity, other: c.participantAId === viewerId ? c.participantB : c.participantA, lastMessage: c.lastMessage };
}

export type ChatConversation = ReturnType<typeof toConversation>;

/** A conversation as its viewer sees it: `participant` is the other person. */
export function toConversation(c: ConversationView, unreadCount: number) {
  return {
    _id: c.id,
    participant: toChatUser(c.other),
    lastMessage: c.lastMessage
      ? {
          _id: c.lastMessage.id,
          sender: c.lastMessage.senderId,
          content: c.lastMessage.content,
          createdAt: c.lastMessage.createdAt.toISOString(),
        }
      : null,
    lastActivity: c.lastActivity.toISOString(),
    unreadCount,
  };
}
