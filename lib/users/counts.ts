import { prisma } from "@/lib/db";
import { activeSubscriptionWhere } from "@/lib/subscriptions/active";

export type UserCounts = { postCount: number; subscriberCount: number; subscriptionCount: number };

/** Counts computed from real rows (indexed counts). */
export async function getUserCounts(userId: string, now = new Date()): Promise<UserCounts> {
  const active = activeSubscriptionWhere(now);
  const [postCount, subscriberCount, subscriptionCount] = await Promise.all([
    prisma.post.count({ where: { authorId: userId, status: "published" } }),
    prisma.subscription.count({ where: { creatorId: userId, ...active } }),
    prisma.subscription.count({ where: { subscriberId: userId, ...active } }),
  ]);
  return { postCount, subscriberCount, subscriptionCount };
}
