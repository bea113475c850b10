import { formatDate, formatDayMonth, formatMonth } from "@/shared/format";

// The dashboard's points are UTC buckets (a day, a week from its Monday, a month: "YYYY-MM-DD" or
// "YYYY-MM", lib/dashboard/buckets.ts), so their names are written in UTC whatever the reader's
// time zone, through shared/format.ts.

const instant = (key: string) => (key.length === 7 ? `${key}-01T00:00:00Z` : `${key}T00:00:00Z`);
const UTC = { timeZone: "UTC" } as const;

/** A point's label on the chart's axis: "12 Nov", "Nov 26". */
export const axisLabel = (locale: string, key: string) =>
  key.length === 7 ? formatMonth(locale, instant(key), { short: true, ...UTC }) : formatDayMonth(locale, instant(key), UTC);

/** A point's full name in the tables and the hovered value: "12 November 2026", "November 2026". */
export const pointName = (locale: string, key: string) => (key.length === 7 ? formatMonth(locale, instant(key), UTC) : formatDate(locale, instant(key), UTC));
