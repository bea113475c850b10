"use client";

import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { intlLocale, shortAgo } from "@/shared/time/relative";

/** SPEC section 9 "Relative time" for chat: now, Nm, Nh, Nd, else a date. */
export function useShortAgo() {
  const t = useTranslations("Chat.time");
  const locale = useLocale();
  return useCallback(
    (date: string | Date) => {
      const ago = shortAgo(date);
      switch (ago.unit) {
        case "now":
          return t("now");
        case "m":
          return t("minutes", { count: ago.value });
        case "h":
          return t("hours", { count: ago.value });
        case "d":
          return t("days", { count: ago.value });
        default:
          return new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "short" }).format(ago.date);
      }
    },
    [t, locale],
  );
}

/** Clock time of a message bubble. */
export function useClockTime() {
  const locale = useLocale();
  return useCallback(
    (date: string) => new Intl.DateTimeFormat(intlLocale(locale), { hour: "2-digit", minute: "2-digit" }).format(new Date(date)),
    [locale],
  );
}
