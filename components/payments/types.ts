import type { PostAnswer } from "@/shared/answers/post";
import type { ChatMessageAnswer } from "@/shared/answers/chat";

/** A subscription as the fan sees it (SubscriptionInfo of the API: profile, lists, subscribe answers). */
export type SubscriptionStatus = "active" | "cancelled" | "past_due" | "expired";

export interface SubscriptionState {
  status: SubscriptionStatus;
  /** renews at endDate; false once cancelled (absent from answers made before payments) */
  autoRenew?: boolean;
  daysRemaining?: number;
  startDate?: string;
  endDate: string;
}

/**
 * What a checkout buys. A subscription is `new` (charged now), `renew` (a cancelled one still
 * running: renewal back on, no charge today) or `pastDue` (its renewal failed: paying starts a
 * new month now).
 */
export type Purchase =
  | {
      kind: "subscription";
      mode: "new" | "renew" | "pastDue";
      creatorId: string;
      username: string;
      /** the creator's monthly price (currency units) */
      price: number;
      accessUntil?: string;
      /** a bundle, a promotion or a free trial chosen on the profile (components/offers); absent: the monthly price */
      offer?: CheckoutOffer;
    }
  | { kind: "tip"; username: string; amount: number }
  /** a pay-per-view post (POST /api/posts/{postId}/purchase), bought once */
  | { kind: "post"; postId: string; username: string; price: number }
  /** a pay-per-view chat message (issue 21): POST /api/chat/messages/{id}/purchase */
  | { kind: "message"; messageId: string; username: string; amount: number };

/** What a subscription checkout buys besides the monthly price (issue 21; priced by shared/pricing.ts). */
export type CheckoutOffer =
  | { kind: "bundle"; months: number; discountPercent: number }
  | { kind: "promotion"; discountPercent: number }
  | { kind: "trial"; days: number; code: string };

/** A payment as the checkout answers summarise it. */
export interface PaymentSummary {
  _id: string;
  amount: number;
  currency: string;
  status: string;
}

/** What a confirmed checkout answered (201 charged, or 200 reactivated without a charge). */
export type CheckoutDone =
  | { kind: "subscription"; message: string; subscription: SubscriptionState; subscriberCount?: number; payment?: PaymentSummary }
  | { kind: "tip"; message: string; amount: number; payment?: PaymentSummary }
  | { kind: "post"; message: string; post: PostAnswer | null; payment?: PaymentSummary }
  | { kind: "message"; message: ChatMessageAnswer; payment?: PaymentSummary };

/** GET /api/users/payments. */
export interface PaymentItem {
  _id: string;
  kind: "subscription" | "tip" | "purchase";
  amount: number;
  currency: string;
  creator: { username: string } | null;
  card: { brand: string | null; last4: string | null } | null;
  status: "processing" | "requires_action" | "succeeded" | "failed" | "refunded" | "charged_back";
  renewal?: boolean;
  createdAt: string;
}

export interface PaymentList {
  payments: PaymentItem[];
  pagination?: { total: number; pages: number; page: number; limit: number };
}

/** A saved card as GET/POST /api/users/cards answer it (the provider keeps the number). */
export interface SavedCard {
  id: string;
  _id?: string;
  brand: string;
  last4: string;
  expiryMonth: number | string;
  expiryYear: number | string;
  cardholderName?: string;
  isDefault: boolean;
}
