// Client-side shapes of the chat API and realtime events (README.md "Chat and the realtime service", SPEC section 3).

import type { ChatMessageAnswer } from "@/shared/answers/chat";
import type { MemberSummary } from "@/shared/answers/member";

// The message shape is the server's (shared/answers/chat.ts), plus what only a message being sent
// has; a chat user the browser makes itself (the viewer, from the session) may lack the names.
export type ChatUser = Pick<MemberSummary, "_id" | "username"> & Partial<Omit<MemberSummary, "_id" | "username">>;
export type ChatAttachment = ChatMessageAnswer["attachments"][number];
export type ChatMessage = Omit<ChatMessageAnswer, "sender"> & {
  sender: ChatUser;
  /** temporary messages only (id temp_…): the id the server echoes in message_sent */
  clientId?: string;
  /** temporary messages only: local previews of files being sent */
  localFiles?: { url: string; type: "image" | "video" }[];
};

export type ChatConversation = {
  _id: string;
  participant: ChatUser;
  lastMessage: { _id: string; sender: string | { _id: string }; content: string; createdAt: string } | null;
  lastActivity: string;
  unreadCount: number;
};

export type Presence = { status: "online" | "offline"; lastSeen?: string | null };

export type Pagination = { page: number; pages: number; total: number; hasMore: boolean };
