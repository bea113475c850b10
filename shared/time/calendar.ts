import { intlLocale } from "@/shared/time/relative";

/** A calendar date in the reader's language (joined date, subscription start and end, renewal, payments). */
export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}
