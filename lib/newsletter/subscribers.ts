import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { idSchema, type AdminListQuery } from "@/shared/schemas/contact";

/**
 * Subscribes an address. Idempotent: one row per address; subscribing again while subscribed
 * changes nothing, and after an unsubscribe it clears unsubscribedAt and restarts subscribedAt.
 */
export async function subscribeNewsletter(email: string): Promise<{ created: boolean }> {
  const now = new Date();
  const existing = await prisma.newsletterSubscriber.findUnique({ where: { email } });
  if (existing && !existing.unsubscribedAt) return { created: false };
  await prisma.newsletterSubscriber.upsert({
    where: { email },
    create: { email, subscribedAt: now },
    update: { unsubscribedAt: null, subscribedAt: now },
  });
  return { created: !existing };
}

/** Admin: current subscribers (not unsubscribed), newest first, optionally filtered by e-mail. */
export async function listNewsletterSubscribers(q: AdminListQuery) {
  const where: Prisma.NewsletterSubscriberWhereInput = {
    unsubscribedAt: null,
    ...(q.q ? { email: { contains: q.q, mode: "insensitive" as const } } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.newsletterSubscriber.findMany({
      where,
      orderBy: [{ subscribedAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    prisma.newsletterSubscriber.count({ where }),
  ]);
  return {
    subscribers: rows.map((s) => ({ _id: s.id, email: s.email, subscribedAt: s.subscribedAt.toISOString() })),
    pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit },
  };
}

/** Admin: unsubscribes an address (keeps the row so a later subscribe re-uses it). */
export async function unsubscribeNewsletter(id: string): Promise<void> {
  if (!idSchema.safeParse(id).success) throw notFound("SUBSCRIBER_NOT_FOUND");
  const { count } = await prisma.newsletterSubscriber.updateMany({
    where: { id, unsubscribedAt: null },
    data: { unsubscribedAt: new Date() },
  });
  if (count === 0) throw notFound("SUBSCRIBER_NOT_FOUND");
}
