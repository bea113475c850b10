"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { useSWR } from "@/client/swr";

/** GET /api/users/{username}/offers: prices from shared/pricing.ts, as the charge will use them. */
export interface CreatorOffers {
  creatorId: string;
  monthlyPrice: number | null;
  bundles: { months: number; discountPercent: number; price: number | null; listPrice: number | null }[];
  promotion: { _id: string; discountPercent: number; price: number; listPrice: number; endsAt: string; remaining: number | null } | null;
  trial: {
    code: string;
    days: number | null;
    expiresAt: string | null;
    firstCharge: { amount: number; at: string } | null;
    available: boolean;
    reason: string | null;
  } | null;
}

/** The trial code of the page's URL (?trial=CODE: a creator's free-trial link). */
export function useTrialCode(): string | null {
  const value = useSearchParams().get("trial");
  return value && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : null;
}

/**
 * The offers of a creator's subscribe button for the signed-in viewer; re-read when `refresh`
 * changes. `initial`: what the server read with the page, shown until the first answer.
 */
export function useOffers(username: string, trialCode: string | null, refresh: unknown, initial: CreatorOffers | null = null) {
  const key = `/api/users/${encodeURIComponent(username)}/offers${trialCode ? `?trial=${encodeURIComponent(trialCode)}` : ""}`;
  const { data, mutate } = useSWR<CreatorOffers>(key, initial ? { fallbackData: initial } : undefined);
  useEffect(() => {
    void mutate();
  }, [refresh, mutate]);
  return data ?? initial;
}
