import { accountShownSql } from "@/lib/access/accounts";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import type { NotificationType } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors";
import type { Locale } from "@/i18n/locales";
import { toMemberSummary, type MemberRow } from "@/lib/users/serialize";
import { renderNotification } from "@/lib/notifications/render";
import { shownNotificationCounts, sumCounts } from "@/lib/notifications/counts";
import { readerLocale } from "@/lib/notifications/reader-language";
import { notificationIdSchema, type NotificationListQuery } from "@/shared/schemas/notifications";

// A user's own notifications. Every query is scoped by recipientId: nobody reads or changes
// someone else's notification (an id of another user's notification answers 404).

/** A notification's values as its reader gets them (a grouped like's liker ids stay in the database). */
function publicParams(params: unknown): Record<string, unknown> {
  if (!params || typeof params !== "object" || Array.isArray(params)) return {};
  const { likers: _likers, ...rest } = params as Record<string, unknown>;
  return rest;
}

/** The user's unread notifications, as the bell shows them (lib/notifications/counts.ts). */
export async function unreadCount(userId: string, now = new Date()): Promise<number> {
  return sumCounts((await shownNotificationCounts([userId], now, { unreadOnly: true })).get(userId)).unread;
}

/** The reader's saved language, and the list's total (of `types` only, when given) and unread count (of every type, as the bell). */
async function listFigures(userId: string, types: NotificationType[] | undefined, now: Date) {
  const [me, counts] = await Promise.all([
    kysely().selectFrom("User as me").select("me.locale").where("me.id", "=", userId).executeTakeFirst(),
    shownNotificationCounts([userId], now),
  ]);
  const byType = counts.get(userId);
  return { locale: me?.locale ?? null, total: sumCounts(byType, types).total, unread: sumCounts(byType).unread };
}

/**
 * A page of the user's notifications, newest first, optionally of some types only, each said in
 * the reader's language: their saved one, else `fallback` (the request's: lib/notifications/reader-language.ts).
 */
export async function listNotifications(userId: string, q: NotificationListQuery, fallback: Locale) {
  // notifications sent by a member who may not be shown are left out (lib/access/accounts.ts)
  const now = new Date();
  const types = q.type?.length ? q.type : undefined;
  const [figures, rows] = await Promise.all([
    listFigures(userId, types, now),
    kysely()
      .selectFrom("Notification as n")
      .leftJoin("User as s", "s.id", "n.senderId")
      .select([
        "n.id",
        "n.type",
        "n.template",
        "n.params",
        "n.priority",
        "n.isRead",
        "n.readAt",
        "n.createdAt",
        "n.actionUrl",
        "s.id as senderId",
        "s.username",
        "s.firstName",
        "s.lastName",
        "s.displayName",
        "s.profileImageKey",
      ])
      .where("n.recipientId", "=", userId)
      .$if(!!types, (qb) => qb.where("n.type", "in", types!))
      .where((eb) => eb.or([eb("n.senderId", "is", null), accountShownSql("s", now)]))
      .orderBy("n.createdAt", "desc")
      .orderBy("n.id", "desc")
      .offset((q.page - 1) * q.limit)
      .limit(q.limit)
      .execute(),
  ]);
  const { total, unread } = figures;
  const pages = Math.ceil(total / q.limit);
  const locale = readerLocale(figures.locale, fallback);
  return {
    locale,
    notifications: rows.map((row) => {
      const sender: MemberRow | null = row.senderId
        ? { id: row.senderId, username: row.username!, firstName: row.firstName!, lastName: row.lastName!, displayName: row.displayName, profileImageKey: row.profileImageKey }
        : null;
      const n = { ...row, sender };
      return {
        _id: n.id,
        ...renderNotification(n, locale),
        type: n.type,
        template: n.template,
        params: publicParams(n.params),
        priority: n.priority,
        isRead: n.isRead,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
        actionUrl: n.actionUrl,
        sender: n.sender ? toMemberSummary(n.sender) : null,
      };
    }),
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

/** The user's notifications by type, all and unread, as their list shows them (lib/notifications/counts.ts). */
export async function notificationStats(userId: string, now = new Date()) {
  const byType = [...((await shownNotificationCounts([userId], now)).get(userId) ?? [])]
    .map(([type, c]) => ({ _id: type, unread: c.unread, total: c.total }))
    .sort((a, b) => b.total - a.total || a._id.localeCompare(b._id));
  return {
    total: byType.reduce((s, t) => s + t.total, 0),
    unread: byType.reduce((s, t) => s + t.unread, 0),
    byType,
  };
}
