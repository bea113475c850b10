import { intlLocale } from "@/shared/time/relative";

// Numbers, counts and dates as the reader's language writes them: one formatter per kind, each
// through intlLocale (Tunisian formats as ar-TN: `tn` alone is Setswana to Intl, which would write
// "1'234" and Setswana month names). Money is shared/money.ts (formatMoney), on the same rule.
// next-intl's own formatter (useFormatter, getFormatter) formats with the route's locale as is,
// so pages use these instead.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(intlLocale(locale), options)));
  return f;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return f;
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A share as a whole percent (an upload's progress): 0.456 -> "46%", "46 %", "٪46". */
export function formatPercent(locale: string, fraction: number): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(Math.floor(Math.min(1, Math.max(0, fraction)) * 100) / 100);
}

/** A count (posts, subscribers, likes ...): "12,345", "12 345", "12.345". */
export function formatCount(locale: string, n: number): string {
  return numberFormat(locale).format(n);
}

/** A calendar date, long ("26 novembre 2026", "November 26, 2026"): joined, published, decided, renewals, payments. */
export function formatDate(locale: string, value: Date | string | number, options: { timeZone?: string } = {}): string {
  return dateFormat(locale, { year: "numeric", month: "long", day: "numeric", ...options }).format(asDate(value));
}

/** A date with its time ("26 novembre 2026 à 14:05"): a deadline, the full time behind a relative one. */
export function formatDateTime(locale: string, value: Date | string | number): string {
  return dateFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(asDate(value));
}

/** A time of day ("14:05", "2:05 PM"): a chat message. */
export function formatTime(locale: string, value: Date | string | number): string {
  return dateFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(asDate(value));
}

/** A short day and month ("26 nov.", "Nov 26"): older chat messages, a chart's axis (`timeZone: "UTC"` for UTC days). */
export function formatDayMonth(locale: string, value: Date | string | number, options: { timeZone?: string } = {}): string {
  return dateFormat(locale, { day: "numeric", month: "short", ...options }).format(asDate(value));
}

/** A month: long ("novembre 2026", "November 2026") or short ("nov. 26", "Nov 26", a chart's axis). */
export function formatMonth(locale: string, value: Date | string | number, options: { short?: boolean; timeZone?: string } = {}): string {
  const { short, ...rest } = options;
  return dateFormat(locale, short ? { month: "short", year: "2-digit", ...rest } : { month: "long", year: "numeric", ...rest }).format(asDate(value));
}
