import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The one definition of "a subscription gives access now": paid up (active, or cancelled but
 * still inside the paid period) and not past its end date. Expired rows never qualify, even
 * before the expiry job has flipped their status.
 */
export function activeSubscriptionWhere(now: Date = new Date()): Prisma.SubscriptionWhereInput {
  return { status: { in: ["active", "cancelled"] }, endDate: { gt: now } };
}
