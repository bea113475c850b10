import { seriesBuckets, type BucketUnit } from "@/lib/payments/earnings";
import type { DashboardRange } from "@/shared/schemas/dashboard";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS = 13;

export type Buckets = { unit: BucketUnit; keys: string[]; start: Date; end: Date };

/**
 * The dashboard's buckets ending with the one that holds `now` (UTC), oldest first: 30 days
 * (as the earnings chart's, lib/payments/earnings.ts seriesBuckets), 13 weeks from Monday (about 90
 * days; date_trunc('week') starts on Monday) or 12 months (as the earnings chart's).
 */
export function dashboardBuckets(range: DashboardRange, now: Date): Buckets {
  if (range === "30d") return { unit: "day", ...seriesBuckets("30d", now) };
  if (range === "12m") return { unit: "month", ...seriesBuckets("12m", now) };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const first = monday - (WEEKS - 1) * 7 * DAY_MS;
  const keys = Array.from({ length: WEEKS }, (_, i) => new Date(first + i * 7 * DAY_MS).toISOString().slice(0, 10));
  return { unit: "week", keys, start: new Date(first), end: new Date(monday + 7 * DAY_MS) };
}
