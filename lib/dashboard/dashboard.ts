import { env } from "@/lib/env";
import { requireCreator } from "@/lib/users/creator";
import type { DashboardAnswer } from "@/shared/answers/dashboard";
import type { DashboardRange } from "@/shared/schemas/dashboard";
import { dashboardBuckets } from "./buckets";
import { earningFigures } from "./earnings";
import { subscriberFigures } from "./subscribers";
import { topPosts } from "./top-posts";
import { trialFigures } from "./trials";

/**
 * GET /api/users/dashboard: a creator's figures over a range ending now (issue 21 part 8,
 * docs/decisions/064-creator-dashboard-figures.md). Creators only (403 DASHBOARD_CREATORS_ONLY).
 * Five aggregated statements, run side by side; `now` is a parameter so tests move the clock.
 */
export async function creatorDashboard(userId: string, range: DashboardRange, now: Date): Promise<DashboardAnswer> {
  await requireCreator(userId, "DASHBOARD_CREATORS_ONLY");
  const b = dashboardBuckets(range, now);
  const [subscribers, earnings, posts, trials] = await Promise.all([
    subscriberFigures(userId, b, now),
    earningFigures(userId, b),
    topPosts(userId, b),
    trialFigures(userId, b),
  ]);
  return { success: true, range, unit: b.unit, currency: env().CURRENCY, subscribers, earnings, topPosts: posts, trials };
}
