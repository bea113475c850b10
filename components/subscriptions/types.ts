import type { SubscriptionState, SubscriptionStatus } from "@/components/payments/types";

export type { SubscriptionStatus };
export type StatusFilter = SubscriptionStatus | "all";

/** One card of GET /api/users/{username}/subscriptions or /subscribers (SPEC section 3). */
export interface SubscriptionEntry {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  bio: string | null;
  subscriptionPrice: number | null;
  subscriptionInfo: SubscriptionState & { daysRemaining: number; startDate: string };
}

export interface SubscriptionListBody {
  subscriptions?: SubscriptionEntry[];
  subscribers?: SubscriptionEntry[];
  pagination: { total: number; pages: number; page: number; limit: number };
}
