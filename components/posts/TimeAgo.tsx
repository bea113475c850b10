"use client";

import { useLocale, useTranslations } from "next-intl";
import { longAgo } from "@/shared/time/relative";
import { formatDateTime } from "@/shared/format";

/**
 * A post or comment date in the feed's bands (SPEC 9), the full date as a tooltip. Rendered on the
 * server too (the signed-in home's first page, decision 096): the browser's band may have moved on
 * by the time the page hydrates ("now" a minute later), which is no error; the next render shows it.
 */
export function TimeAgo({ date, className }: { date: string; className?: string }) {
  const t = useTranslations("Time");
  const locale = useLocale();
  const ago = longAgo(date);
  const text = ago.unit === "now" || ago.unit === "yesterday" ? t(ago.unit) : t(ago.unit, { count: ago.value });
  const full = formatDateTime(locale, date);
  return (
    <time dateTime={date} title={full} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
