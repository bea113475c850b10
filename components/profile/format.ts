import { intlLocale } from "@/shared/time/relative";

/** Counts (posts, subscribers ...) in the interface language's digits. */
export function formatCount(locale: string, n: number): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/** A dollar amount as the number part of "$9.99/month" (no trailing zeros on whole amounts). */
export function formatAmount(locale: string, amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A calendar date (joined date, subscription start and end). */
export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));
}

/** Asks /api/images for a pre-rendered width (keeps any URL that already names one). */
export function sized(url: string | null, width: number): string | null {
  if (!url) return null;
  if (!url.startsWith("/api/images/") || url.includes("?")) return url;
  return `${url}?w=${width}`;
}
