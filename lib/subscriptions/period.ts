import type { SubscriptionStatus } from "@/lib/generated/prisma/client";

export const SUBSCRIPTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function periodEnd(start: Date): Date {
  return new Date(start.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}

/** The status a person should see: past its end date a row is expired, whatever the job has done yet. */
export function effectiveStatus(row: { status: SubscriptionStatus; endDate: Date }, now = new Date()): SubscriptionStatus {
  if (row.endDate.getTime() <= now.getTime()) return "expired";
  return row.status;
}

/** Whole days left (rounded up) while the subscription still gives access; 0 once expired. */
export function daysRemaining(row: { status: SubscriptionStatus; endDate: Date }, now = new Date()): number {
  if (effectiveStatus(row, now) === "expired") return 0;
  return Math.max(0, Math.ceil((row.endDate.getTime() - now.getTime()) / DAY_MS));
}

export function subscriptionInfo(
  row: { status: SubscriptionStatus; startDate: Date; endDate: Date },
  now = new Date(),
) {
  return {
    status: effectiveStatus(row, now),
    daysRemaining: daysRemaining(row, now),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}
