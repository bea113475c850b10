"use client";

import { useLocale, useTranslations } from "next-intl";
import { intlLocale, shortAgo } from "@/shared/time/relative";

/** Formats a time as 'now', Nm, Nh, Nd, else a date (SPEC section 9), in the current language. */
export function useShortAgo() {
  const t = useTranslations("Notifications");
  const locale = intlLocale(useLocale());
  return (date: string | Date, now = new Date()) => {
    const ago = shortAgo(date, now);
    switch (ago.unit) {
      case "now":
        return t("now");
      case "m":
        return t("minutesShort", { count: ago.value });
      case "h":
        return t("hoursShort", { count: ago.value });
      case "d":
        return t("daysShort", { count: ago.value });
      default:
        return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(ago.date);
    }
  };
}
