import { intlLocale } from "@/shared/time/relative";

/** A calendar date in the reader's language (joined date, subscription start and end, renewal, payments). */
export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}

/** A date and time of day in the reader's language (a scheduled post's time, its expiry). */
export function formatDateTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
