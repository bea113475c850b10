import { prisma, type Tx } from "@/lib/db";
import { activeSubscriptionWhere } from "@/lib/subscriptions/active";

/** People who currently have access to the creator's content (same rule as the profile counts). */
export function countSubscribers(creatorId: string, now = new Date(), db: Tx | typeof prisma = prisma): Promise<number> {
  return db.subscription.count({ where: { creatorId, ...activeSubscriptionWhere(now) } });
}
