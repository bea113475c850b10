"use client";

import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { shortAgo } from "@/shared/time/relative";
import { formatDayMonth, formatTime } from "@/shared/format";

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
          return formatDayMonth(locale, ago.date);
      }
    },
    [t, locale],
  );
}

/** Clock time of a message bubble. */
export function useClockTime() {
  const locale = useLocale();
  return useCallback(
    (date: string) => formatTime(locale, date),
    [locale],
  );
}
