import { z } from "@/shared/zod";
import { uuid } from "@/shared/answers/common";
import { DASHBOARD_RANGES } from "@/shared/schemas/dashboard";

// The creator dashboard's answer (GET /api/users/dashboard, issue 21 part 8): lib/dashboard builds
// it typed by this, the OpenAPI document describes it, components/dashboard types what it reads.
// Figures and their sources: docs/decisions/064-creator-dashboard-figures.md.

const amount = z.number().meta({ description: "in currency units (decimal; stored as integer hundredths)" });
const count = z.number().int().min(0);
const date = z.string().meta({ description: "the bucket's first day, YYYY-MM-DD (day, week: its Monday) or YYYY-MM (month), UTC" });

/** The subscription events a bucket counts. */
export const SUBSCRIBER_EVENTS = ["new", "renewed", "cancelled", "expired"] as const;
export type SubscriberEvent = (typeof SUBSCRIBER_EVENTS)[number];

/** What a creator earns from, as the dashboard splits the ledger's earnings. */
export const EARNING_KINDS = ["subscription", "tip", "post", "message"] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

const subscriberCounts = z.object({
  new: count.meta({ description: "first paid periods and free trials started" }),
  renewed: count.meta({ description: "renewal charges that succeeded" }),
  cancelled: count.meta({ description: "subscriptions cancelled (renewal turned off)" }),
  expired: count.meta({ description: "subscriptions whose access ended" }),
});

const earningAmounts = z.object({
  subscription: amount,
  tip: amount,
  post: amount.meta({ description: "pay-per-view posts" }),
  message: amount.meta({ description: "pay-per-view messages" }),
});

const TopPost = z.object({
  _id: uuid,
  title: z.string(),
  likes: count.meta({ description: "likes given in the period" }),
  purchases: count.meta({ description: "purchases in the period" }),
});

export const Dashboard = z
  .object({
    success: z.literal(true),
    range: z.enum(DASHBOARD_RANGES),
    unit: z.enum(["day", "week", "month"]).meta({ description: "30d: day, 90d: week (Monday to Sunday), 12m: month; UTC" }),
    currency: z.string().meta({ description: "ISO 4217 (the platform's CURRENCY)" }),
    subscribers: z.object({
      active: count.meta({ description: "fans with access now" }),
      totals: subscriberCounts,
      points: z.array(subscriberCounts.extend({ date })).meta({ description: "oldest first, zero-filled, the current bucket last" }),
    }),
    earnings: z.object({
      total: amount.meta({ description: "net earned in the period: the creator's part, less refunds and chargebacks" }),
      totals: earningAmounts,
      points: z.array(earningAmounts.extend({ date })).meta({ description: "oldest first, zero-filled, the current bucket last" }),
    }),
    topPosts: z.object({
      byLikes: z.array(TopPost).meta({ description: "at most 5, most liked in the period first" }),
      byPurchases: z.array(TopPost).meta({ description: "at most 5, most bought in the period first" }),
    }),
    trials: z.object({
      claims: count.meta({ description: "free trials claimed in the period" }),
      converted: count.meta({ description: "of those, how many became a paid subscription" }),
    }),
  })
  .meta({ id: "Dashboard" });
export type DashboardAnswer = z.output<typeof Dashboard>;
export type DashboardTopPost = z.output<typeof TopPost>;
