// Pure updates of the chat state (SPEC section 4 "Chat send", "Realtime connection").
import type { ChatConversation, ChatMessage, ChatUser } from "./types";

export const TEMP_PREFIX = "temp_";

/** First + last name when a first name exists, otherwise the username. */
export function displayName(user: Pick<ChatUser, "username" | "firstName" | "lastName">): string {
  const first = user.firstName?.trim();
  if (!first) return user.username;
  return [first, user.lastName?.trim()].filter(Boolean).join(" ");
}

export function isTemp(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

/** Conversation search: display name or username, case-insensitive. */
export function filterConversations(list: ChatConversation[], query: string): ChatConversation[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return list;
  return list.filter(
    (c) => displayName(c.participant).toLocaleLowerCase().includes(q) || c.participant.username.toLocaleLowerCase().includes(q),
  );
}

/** Appends a message unless its _id is already present; keeps oldest -> newest order. */
export function appendMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((m) => m._id === message._id)) return messages;
  return [...messages, message];
}

/**
 * Server confirmation of a send: the temporary message with that clientId goes away and the
 * stored one takes its place, unless the stored one is already present (new_message came first).
 */
export function confirmMessage(messages: ChatMessage[], clientId: string | undefined, stored: ChatMessage): ChatMessage[] {
  const present = messages.some((m) => m._id === stored._id);
  const index = messages.findIndex((m) => isTemp(m._id) && m.clientId !== undefined && m.clientId === clientId);
  if (index < 0) return present ? messages : [...messages, stored];
  const next = [...messages];
  if (present) next.splice(index, 1);
  else next[index] = stored;
  return next;
}

export function removeTemp(messages: ChatMessage[], clientId: string): ChatMessage[] {
  return messages.filter((m) => !(isTemp(m._id) && m.clientId === clientId));
}

/**
 * A message that changed on the server (message_updated: a pay-per-view message bought or locked
 * again; the buyer's own answer) replaces the one shown, keeping its read receipt if it moved on
 * meanwhile. A message not shown is left out (it comes with its page, as it is then).
 */
export function replaceMessage(messages: ChatMessage[], updated: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((m) => m._id === updated._id);
  if (index < 0) return messages;
  const shown = messages[index]!;
  const next = [...messages];
  next[index] = { ...updated, sender: { ...shown.sender, ...updated.sender }, isRead: shown.isRead || updated.isRead, readAt: updated.readAt ?? shown.readAt };
  return next;
}

/** Read receipts: the listed messages become read at readAt. */
export function markRead(messages: ChatMessage[], ids: string[], readAt: string): ChatMessage[] {
  const set = new Set(ids);
  let changed = false;
  const next = messages.map((m) => {
    if (!set.has(m._id) || m.isRead) return m;
    changed = true;
    return { ...m, isRead: true, readAt };
  });
  return changed ? next : messages;
}

/** Older page (oldest -> newest) put before the loaded ones, without duplicates. */
export function prependOlder(messages: ChatMessage[], older: ChatMessage[]): ChatMessage[] {
  const ids = new Set(messages.map((m) => m._id));
  return [...older.filter((m) => !ids.has(m._id)), ...messages];
}

/**
 * A fresh page 1 merged with what is shown: any older pages already loaded, the stored messages
 * from the server, stored messages that arrived live after that page was fetched (newer than
 * its newest), then the temporary ones still waiting for confirmation.
 */
export function mergeLatest(messages: ChatMessage[], latest: ChatMessage[]): ChatMessage[] {
  const latestIds = new Set(latest.map((m) => m._id));
  const oldest = latest[0]?.createdAt;
  const newest = latest[latest.length - 1]?.createdAt;
  const stored = messages.filter((m) => !isTemp(m._id) && !latestIds.has(m._id));
  const older = oldest ? stored.filter((m) => m.createdAt < oldest) : [];
  const newer = newest ? stored.filter((m) => m.createdAt > newest) : stored;
  const temps = messages.filter((m) => isTemp(m._id));
  return [...older, ...latest, ...newer, ...temps];
}

/** A message becomes the conversation's last message and activity; the conversation moves first. */
export function withLastMessage(
  list: ChatConversation[],
  message: ChatMessage,
  opts: { countUnread: boolean },
): ChatConversation[] {
  const index = list.findIndex((c) => c._id === message.conversationId);
  if (index < 0) return list;
  const current = list[index]!;
  const updated: ChatConversation = {
    ...current,
    lastMessage: { _id: message._id, sender: message.sender._id, content: message.content, createdAt: message.createdAt },
    lastActivity: message.createdAt,
    unreadCount: opts.countUnread ? current.unreadCount + 1 : current.unreadCount,
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}

export function setUnread(list: ChatConversation[], conversationId: string, unreadCount: number): ChatConversation[] {
  return list.map((c) => (c._id === conversationId && c.unreadCount !== unreadCount ? { ...c, unreadCount } : c));
}

/** Consecutive messages of the same sender form a group; the avatar shows on the group's last one. */
export function isGroupEnd(messages: ChatMessage[], index: number): boolean {
  const next = messages[index + 1];
  return !next || next.sender._id !== messages[index]!.sender._id;
}

export function isGroupStart(messages: ChatMessage[], index: number): boolean {
  const prev = messages[index - 1];
  return !prev || prev.sender._id !== messages[index]!.sender._id;
}

export function newClientId(): string {
  const rnd = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `c_${rnd}`;
}
