import { intlLocale } from "@/shared/time/relative";

/** Counts (posts, subscribers ...) in the interface language's digits. */
export function formatCount(locale: string, n: number): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/** Asks /api/images for a pre-rendered width (keeps any URL that already names one). */
export function sized(url: string | null, width: number): string | null {
  if (!url) return null;
  if (!url.startsWith("/api/images/") || url.includes("?")) return url;
  return `${url}?w=${width}`;
}
