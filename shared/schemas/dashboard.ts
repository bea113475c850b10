import { z } from "@/shared/zod";

// Input of the creator dashboard (issue 21 part 8, docs/decisions/064-creator-dashboard-figures.md).

/** The dashboard's periods: 30 days (one point per UTC day), 90 days (per week), 12 months (per month). */
export const DASHBOARD_RANGES = ["30d", "90d", "12m"] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** GET /api/users/dashboard?range=30d|90d|12m (30d by default). */
export const dashboardQuerySchema = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: "range must be 30d, 90d or 12m" }).default("30d"),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
