import type { SubscriptionStatus } from "@/lib/generated/prisma/client";
import { DAY_MS } from "@/shared/subscription-period";

// the period's length is shared with the checkout dialog, which tells the fan the renewal date
export { SUBSCRIPTION_DAYS, periodEnd } from "@/shared/subscription-period";

/**
 * What a person sees of a subscription: its status, except that one which no longer gives access
 * (the rule of lib/access/subscription.ts, `givesAccess` as the database computed it, or known
 * from the write just made) shows as expired whatever the expiry job has done yet (past_due stays
 * past_due: the fan can still pay it); whole days left (rounded up) while it gives access, else 0;
 * whether it renews at endDate.
 */
export function subscriptionInfo(
  row: { status: SubscriptionStatus; startDate: Date; endDate: Date; autoRenew?: boolean },
  givesAccess: boolean,
  now = new Date(),
) {
  return {
    status: givesAccess || row.status === "past_due" ? row.status : ("expired" as const),
    autoRenew: (givesAccess || row.status === "past_due") && row.status !== "cancelled" ? (row.autoRenew ?? true) : false,
    daysRemaining: givesAccess ? Math.max(0, Math.ceil((row.endDate.getTime() - now.getTime()) / DAY_MS)) : 0,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}
