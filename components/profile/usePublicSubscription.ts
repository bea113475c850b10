"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import type { CheckoutDone, CheckoutOffer, Purchase, SubscriptionState } from "@/components/payments/types";
import { viewerSubscription } from "@/components/payments/subscription-state";
import type { PublicProfileData } from "./types";

interface UnsubscribeAnswer {
  subscription?: SubscriptionState;
  subscriberCount?: number;
}

type Live = { user: PublicProfileData };

/** The profile as the signed-in viewer sees it (GET /api/users/profile/{username}): their subscription to this creator. */
const liveProfileKey = (username: string) => `/api/users/profile/${encodeURIComponent(username)}`;

/**
 * The viewer's subscription on a public profile. The page itself is the same for everyone
 * (cached); the viewer's own state is the SWR entry of the live profile (`liveProfileKey`, null
 * while signed out): `subscription` (status, renewal, end date) says what the buttons show,
 * `isSubscribed` whether the posts are open (a cancelled subscription keeps access until its end
 * date). Subscribing goes through the checkout dialog (`purchase` set = open); its answer, and
 * an unsubscribe's, are written into that entry.
 */
export function usePublicSubscription(cached: PublicProfileData, signedIn: boolean) {
  const t = useTranslations("PublicProfile");
  const ts = useTranslations("SubscriptionState");
  const { data: live, mutate } = useSWR<Live>(signedIn ? liveProfileKey(cached.username) : null);
  const [busy, setBusy] = useState(false);
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const profile = live?.user ?? cached;
  const state = viewerSubscription(profile);

  /** The answer into the live entry (no request); if it had not arrived yet, it is read afresh too. */
  const adopt = (change: Partial<PublicProfileData>) =>
    mutate((d) => ({ user: { ...(d?.user ?? cached), ...change } }), { revalidate: !live });

  /**
   * Opens the checkout: a new subscription (with an offer chosen on the profile: a bundle, the
   * promotion, a free trial), renewal back on (cancelled, still running) or a failed renewal paid again.
   */
  function checkout(offer?: CheckoutOffer) {
    if (!live || profile.subscriptionPrice === null) return;
    const mode = state.status === "cancelled" ? "renew" : state.status === "past_due" ? "pastDue" : "new";
    setPurchase({
      kind: "subscription",
      mode,
      // the live answer's id and price (the cached page may be a minute old, or from an earlier database)
      creatorId: profile._id,
      username: profile.username,
      price: profile.subscriptionPrice,
      accessUntil: state.subscription?.endDate,
      ...(offer && mode !== "renew" ? { offer } : {}),
    });
  }

  function completed(done: CheckoutDone) {
    setPurchase(null);
    if (done.kind !== "subscription") return;
    const reactivated = !done.payment && state.status === "cancelled";
    toast.success(reactivated ? ts("renewalOn") : t("subscribed"));
    void adopt({
      isSubscribed: true,
      subscription: done.subscription,
      subscriberCount: done.subscriberCount ?? (state.access ? profile.subscriberCount : profile.subscriberCount + 1),
    });
  }

  async function unsubscribe() {
    setBusy(true);
    try {
      const a = await requestJson<UnsubscribeAnswer>(`/api/users/${encodeURIComponent(cached.username)}/unsubscribe`, { method: "POST", body: "{}" });
      const end = a.subscription?.endDate;
      const stillRunning = Boolean(end && new Date(end).getTime() > Date.now());
      void adopt({
        isSubscribed: stillRunning,
        subscription: a.subscription ? { ...a.subscription, status: "cancelled", autoRenew: false } : null,
        subscriberCount: a.subscriberCount ?? profile.subscriberCount,
      });
      toast.success(t("unsubscribed"));
    } catch (err) {
      toast.error(err instanceof ApiError && err.message ? err.message : t("subscriptionFailed"));
    } finally {
      setBusy(false);
    }
  }

  return {
    live,
    /** the viewer's own state has arrived: until then the page is everyone's, and no checkout opens */
    ready: Boolean(live),
    ...state,
    subscriberCount: profile.subscriberCount,
    busy,
    purchase,
    checkout,
    closeCheckout: () => setPurchase(null),
    completed,
    unsubscribe,
  };
}
