import type { SubscriptionState } from "./types";

export type ViewerSubscriptionStatus = "none" | "active" | "cancelled" | "past_due";

/**
 * What the viewer's buttons show for their subscription to a creator: `subscription` as the
 * server answers it (null: none; an expired one counts as none), `access` whether the posts are
 * open (isSubscribed: active, or cancelled and still running). An answer without `subscription`
 * (a server from before payments) reads isSubscribed as active.
 */
export function viewerSubscription(p: { isSubscribed: boolean; subscription?: SubscriptionState | null }) {
  const subscription = p.subscription ?? null;
  const status: ViewerSubscriptionStatus =
    p.subscription === undefined ? (p.isSubscribed ? "active" : "none") : !subscription || subscription.status === "expired" ? "none" : subscription.status;
  return { status, subscription, access: p.isSubscribed, subscribed: status === "active" };
}
