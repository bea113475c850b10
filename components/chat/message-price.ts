"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/payments/money";
import { MAX_MESSAGE_PRICE, messagePriceSchema } from "@/shared/schemas/chat";

/**
 * A pay-per-view price as typed in a message form (currency units; "4,5" or "4.5"): null when blank,
 * "invalid" when the server's own schema (shared/schemas/chat.ts messagePriceSchema) would refuse it.
 */
export function parseMessagePrice(text: string): number | null | "invalid" {
  const trimmed = text.trim().replace(",", ".");
  if (!trimmed) return null;
  const parsed = messagePriceSchema.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : "invalid";
}

/**
 * Checks a message form's price before anything is sent, with the server's rules (a valid amount;
 * a price needs media): the amount (null: free), or the problem in the reader's language.
 */
export function useMessagePriceCheck() {
  const t = useTranslations("PaidMessages");
  const money = useMoney();
  return useCallback(
    (text: string, mediaCount: number): { amount: number | null; error: null } | { amount?: undefined; error: string } => {
      const amount = parseMessagePrice(text);
      if (amount === "invalid") return { error: t("priceInvalid", { max: money.format(MAX_MESSAGE_PRICE) }) };
      if (amount !== null && mediaCount === 0) return { error: t("priceNeedsMedia") };
      return { amount, error: null };
    },
    [t, money],
  );
}
