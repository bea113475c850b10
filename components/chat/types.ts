// Client-side shapes of the chat API and realtime events (README.md "Chat and the realtime service", SPEC section 3).

export type ChatUser = {
  _id: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImage?: string | null;
};

export type ChatAttachment = { _id: string; type: string; key: string };

export type ChatMessage = {
  _id: string;
  conversationId: string;
  sender: ChatUser;
  receiver: { _id: string };
  content: string;
  messageType: string;
  createdAt: string;
  isRead: boolean;
  readAt: string | null;
  attachments: ChatAttachment[];
  /** temporary messages only (id temp_…): the id the server echoes in message_sent */
  clientId?: string;
  /** temporary messages only: local previews of files being sent */
  previews?: { url: string; type: "image" | "video" }[];
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
