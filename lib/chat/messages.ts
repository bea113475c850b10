import { prisma } from "@/lib/db";
import { accountShownWhere } from "@/lib/access/accounts";
import { requireMembership } from "@/lib/chat/conversations";
import { messageSelect, toMessage } from "@/lib/chat/serialize";

/**
 * A conversation's history for one of its members. Page 1 is the newest messages; within a
 * page messages run oldest -> newest (ready to render; "load older" asks for page + 1).
 */
export async function listMessages(conversationId: string, userId: string, page: number, limit: number) {
  await requireMembership(conversationId, userId);
  // messages hidden by moderation, and the other participant's while they may not be shown, are left out (lib/access/accounts.ts)
  const where = { conversationId, hiddenAt: null, OR: [{ senderId: userId }, { sender: accountShownWhere() }] };
  const [rows, total] = await Promise.all([
    prisma.message.findMany({
      where,
      select: messageSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
    prisma.message.count({ where }),
  ]);
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    messages: rows.reverse().map((r) => toMessage(r, userId)),
    pagination: { page, pages, total, hasMore: page < pages },
  };
}

/** Messages addressed to the user and not read yet, all conversations (header badge). */
export async function unreadCount(userId: string): Promise<number> {
  return prisma.message.count({ where: { receiverId: userId, isRead: false } });
}
