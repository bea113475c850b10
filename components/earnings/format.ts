import { intlLocale } from "@/shared/time/relative";

// Dates of the earnings page, in the reader's language. Statements and the chart are cut by UTC
// days and months (the server's buckets), so they are shown in UTC: an entry of 31 March 23:30 UTC
// stays in March whatever the reader's time zone.

const fmt = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: "UTC" });

/** "12 Nov 2026" (UTC). */
export const utcDay = (locale: string, iso: string) => fmt(locale, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

/** The first instant of a "YYYY-MM" month (UTC). */
const monthStart = (month: string) => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/** "November 2026". */
export const utcMonth = (locale: string, month: string) => fmt(locale, { month: "long", year: "numeric" }).format(monthStart(month));

/** The month `delta` months from a "YYYY-MM" month. */
export function shiftMonth(month: string, delta: number): string {
  const d = new Date(monthStart(month));
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

/** A chart point's label: a day ("12 Nov") or a month ("Nov 26"), short. */
export function pointLabel(locale: string, date: string): string {
  return date.length === 7
    ? fmt(locale, { month: "short", year: "2-digit" }).format(monthStart(date))
    : fmt(locale, { day: "numeric", month: "short" }).format(Date.parse(`${date}T00:00:00Z`));
}

/** A chart point's full name, for the hovered value and the table alternative: "12 November 2026", "November 2026". */
export function pointName(locale: string, date: string): string {
  return date.length === 7 ? utcMonth(locale, date) : fmt(locale, { day: "numeric", month: "long", year: "numeric" }).format(Date.parse(`${date}T00:00:00Z`));
}
