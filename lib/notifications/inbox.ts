import { accountShownWhere } from "@/lib/access/accounts";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { MEMBER_SELECT, toMemberSummary } from "@/lib/users/serialize";
import { notificationIdSchema, type NotificationListQuery } from "@/shared/schemas/notifications";

// A user's own notifications. Every query is scoped by recipientId: nobody reads or changes
// someone else's notification (an id of another user's notification answers 404).

const senderSelect = MEMBER_SELECT;

export function unreadCount(userId: string): Promise<number> {
  return prisma.notification.count({ where: { recipientId: userId, isRead: false } });
}

export async function listNotifications(userId: string, q: NotificationListQuery) {
  // notifications sent by a member who may not be shown are left out (lib/access/accounts.ts)
  const where = { recipientId: userId, OR: [{ senderId: null }, { sender: accountShownWhere() }] };
  const [rows, total, unread] = await Promise.all([
    prisma.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      include: { sender: { select: senderSelect } },
    }),
    prisma.notification.count({ where }),
    unreadCount(userId),
  ]);
  const pages = Math.ceil(total / q.limit);
  return {
    notifications: rows.map((n) => ({
      _id: n.id,
      title: n.title,
      message: n.message,
      type: n.type,
      priority: n.priority,
      isRead: n.isRead,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
      actionUrl: n.actionUrl,
      sender: n.sender ? toMemberSummary(n.sender) : null,
    })),
    unreadCount: unread,
    pagination: { total, pages, page: q.page, limit: q.limit, hasNext: q.page < pages },
  };
}

/** Marks one of the user's notifications read; an unknown id, a malformed one or someone else's answers 404. */
export async function markRead(userId: string, id: string) {
  if (!notificationIdSchema.safeParse(id).success) throw notFound("NOTIFICATION_NOT_FOUND");
  const { count } = await prisma.notification.updateMany({
    where: { id, recipientId: userId, isRead: false },
    data: { isRead: true, readAt: new Date() },
  });
  if (count === 0) {
    const own = await prisma.notification.findFirst({ where: { id, recipientId: userId }, select: { id: true } });
    if (!own) throw notFound("NOTIFICATION_NOT_FOUND");
  }
  return { message: "Notification marked as read", unreadCount: await unreadCount(userId) };
}

export async function markAllRead(userId: string) {
  const { count } = await prisma.notification.updateMany({
    where: { recipientId: userId, isRead: false },
    data: { isRead: true, readAt: new Date() },
  });
  return { message: "All notifications marked as read", modifiedCount: count, unreadCount: await unreadCount(userId) };
}

export async function notificationStats(userId: string) {
  const [all, unread] = await Promise.all([
    prisma.notification.groupBy({ by: ["type"], where: { recipientId: userId }, _count: { _all: true } }),
    prisma.notification.groupBy({ by: ["type"], where: { recipientId: userId, isRead: false }, _count: { _all: true } }),
  ]);
  const unreadByType = new Map(unread.map((g) => [g.type, g._count._all]));
  const byType = all
    .map((g) => ({ _id: g.type, unread: unreadByType.get(g.type) ?? 0, total: g._count._all }))
    .sort((a, b) => b.total - a.total || a._id.localeCompare(b._id));
  return {
    total: byType.reduce((s, t) => s + t.total, 0),
    unread: byType.reduce((s, t) => s + t.unread, 0),
    byType,
  };
}
