"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import type { PublicProfileData } from "./types";

interface SubscriptionAnswer {
  subscription?: { status: string; endDate: string };
  subscriberCount?: number;
}

/**
 * Subscribe / unsubscribe on a public profile. `subscribed` drives the buttons; `access` drives the
 * posts: a cancelled subscription keeps access until its end date (`accessUntil`).
 */
export function usePublicSubscription(initial: PublicProfileData, live?: PublicProfileData) {
  const t = useTranslations("PublicProfile");
  const [subscribed, setSubscribed] = useState(initial.isSubscribed);
  const [access, setAccess] = useState(initial.isSubscribed);
  const [accessUntil, setAccessUntil] = useState<string | null>(null);
  const [subscriberCount, setSubscriberCount] = useState(initial.subscriberCount);
  const [busy, setBusy] = useState(false);
  const [synced, setSynced] = useState<PublicProfileData | undefined>(undefined);

  // The page itself is the same for everyone (cached); the viewer's own state arrives with `live`
  // (GET /api/users/profile/{username} as the viewer) and is adopted once, unless they acted first.
  if (live && live !== synced) {
    setSynced(live);
    if (!synced && !busy) {
      setSubscribed(live.isSubscribed);
      setAccess(live.isSubscribed);
      setSubscriberCount(live.subscriberCount);
    }
  }

  async function run(path: string, body: unknown, success: string, after: (a: SubscriptionAnswer) => void) {
    setBusy(true);
    try {
      const answer = await requestJson<SubscriptionAnswer>(path, { method: "POST", body: JSON.stringify(body) });
      after(answer);
      toast.success(success);
    } catch (err) {
      toast.error(err instanceof ApiError && err.message ? err.message : t("subscriptionFailed"));
    } finally {
      setBusy(false);
    }
  }

  const subscribe = () =>
    run("/api/users/subscribe", { creatorId: initial._id, paymentMethod: "stripe" }, t("subscribed"), (a) => {
      setSubscribed(true);
      setAccess(true);
      setAccessUntil(null);
      setSubscriberCount((n) => a.subscriberCount ?? n + 1);
    });

  const unsubscribe = () =>
    run(`/api/users/${encodeURIComponent(initial.username)}/unsubscribe`, {}, t("unsubscribed"), (a) => {
      setSubscribed(false);
      const end = a.subscription?.endDate;
      const stillRunning = Boolean(end && new Date(end).getTime() > Date.now());
      setAccess(stillRunning);
      setAccessUntil(stillRunning ? end! : null);
      setSubscriberCount((n) => a.subscriberCount ?? Math.max(0, n - 1));
    });

  return { subscribed, access, accessUntil, subscriberCount, busy, subscribe, unsubscribe };
}
