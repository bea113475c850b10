"use client";

import { useState } from "react";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import type { PublicProfileData } from "./types";

interface SubscriptionAnswer {
  subscription?: { status: string; endDate: string };
  subscriberCount?: number;
}

type Live = { user: PublicProfileData };

/** The profile as the signed-in viewer sees it (GET /api/users/profile/{username}): whether they are subscribed. */
const liveProfileKey = (username: string) => `/api/users/profile/${encodeURIComponent(username)}`;

/**
 * Subscribe / unsubscribe on a public profile. The page itself is the same for everyone (cached);
 * the viewer's own state is the SWR entry of the live profile (`liveProfileKey`, null while
 * signed out), and a subscribe or unsubscribe writes its answer into that entry. `subscribed`
 * drives the buttons; `access` drives the posts: a cancelled subscription keeps access until its
 * end date (`accessUntil`).
 */
export function usePublicSubscription(cached: PublicProfileData, signedIn: boolean) {
  const t = useTranslations("PublicProfile");
  // not read again on reconnection: after an unsubscribe the server still counts the running
  // subscription (isSubscribed means access), while the buttons show the cancelled state
  const { data: live, mutate } = useSWR<Live>(signedIn ? liveProfileKey(cached.username) : null, { revalidateOnReconnect: false });
  const [accessUntil, setAccessUntil] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const profile = live?.user ?? cached;

  /** The answer into the live entry (no request); if it had not arrived yet, it is read afresh too. */
  const adopt = (change: Partial<PublicProfileData>) =>
    mutate((d) => ({ user: { ...(d?.user ?? cached), ...change } }), { revalidate: !live });

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
    run("/api/users/subscribe", { creatorId: cached._id, paymentMethod: "stripe" }, t("subscribed"), (a) => {
      setAccessUntil(null);
      void adopt({ isSubscribed: true, subscriberCount: a.subscriberCount ?? profile.subscriberCount + 1 });
    });

  const unsubscribe = () =>
    run(`/api/users/${encodeURIComponent(cached.username)}/unsubscribe`, {}, t("unsubscribed"), (a) => {
      const end = a.subscription?.endDate;
      const stillRunning = Boolean(end && new Date(end).getTime() > Date.now());
      setAccessUntil(stillRunning ? end! : null);
      void adopt({ isSubscribed: false, subscriberCount: a.subscriberCount ?? Math.max(0, profile.subscriberCount - 1) });
    });

  return {
    live,
    subscribed: profile.isSubscribed,
    access: profile.isSubscribed || accessUntil !== null,
    accessUntil,
    subscriberCount: profile.subscriberCount,
    busy,
    subscribe,
    unsubscribe,
  };
}
