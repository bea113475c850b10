import type { SubscriptionStatus } from "@/lib/generated/prisma/client";

export const SUBSCRIPTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function periodEnd(start: Date): Date {
  return new Date(start.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}

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
