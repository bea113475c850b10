import { Dashboard } from "@/shared/answers/dashboard";
import { dashboardQuerySchema } from "@/shared/schemas/dashboard";
import type { Operation } from "@/lib/openapi/types";

export const dashboardOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/dashboard",
    operationId: "getCreatorDashboard",
    tag: "Earnings and payouts",
    summary: "The creator dashboard's figures",
    description: `Creators only (a member with a subscription price; 403 \`DASHBOARD_CREATORS_ONLY\` otherwise).
\`range=30d\` (default): one point per UTC day over the last 30 days; \`90d\`: one per week (Monday to Sunday)
over the last 13 weeks; \`12m\`: one per month over the last 12 months; the current day, week or month last,
zero-filled. \`subscribers\`: events per point (\`new\`: first paid periods and free trials started;
\`renewed\`: renewal charges; \`cancelled\`: renewals turned off; \`expired\`: access ended) and \`active\` now.
\`earnings\`: net earned (the creator's part, less refunds and chargebacks) per kind (subscriptions, tips,
pay-per-view posts and messages) from the ledger, as \`GET /api/users/earnings\` counts it. \`topPosts\`: the five
most liked and the five most bought posts of the period. \`trials\`: free trials claimed in the period and how
many converted to a paid subscription. At most 120 requests a minute.`,
    auth: "bearer",
    query: dashboardQuerySchema,
    answers: [{ status: 200, description: "the figures", schema: Dashboard }],
    errors: { 400: "a range other than 30d, 90d or 12m", 403: "`DASHBOARD_CREATORS_ONLY`: not a creator", 429: "over 120 a minute" },
  },
];
