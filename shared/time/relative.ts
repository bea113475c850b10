import { languageTag } from "@/i18n/locales";
// SPEC section 9 "Relative time". Pure functions, shared by the bell, chat, feed and comments.

/** Locale for Intl formatting: the language's tag (Tunisian formats as ar-TN, i18n/locales.ts). */
export const intlLocale = languageTag;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export type ShortAgo =
  | { unit: "now" }
  | { unit: "m" | "h" | "d"; value: number }
  | { unit: "date"; date: Date };

/** Notifications and chat: under 1 min 'now'; Nm under 60 min; Nh under 24 h; Nd under 7 days; else a date. */
export function shortAgo(date: Date | string, now: Date = new Date()): ShortAgo {
  const d = typeof date === "string" ? new Date(date) : date;
  const diff = Math.max(0, now.getTime() - d.getTime());
  if (diff < MIN) return { unit: "now" };
  if (diff < HOUR) return { unit: "m", value: Math.floor(diff / MIN) };
  if (diff < DAY) return { unit: "h", value: Math.floor(diff / HOUR) };
  if (diff < 7 * DAY) return { unit: "d", value: Math.floor(diff / DAY) };
  return { unit: "date", date: d };
}

export type LongAgo =
  | { unit: "now" }
  | { unit: "yesterday" }
  | { unit: "minutes" | "hours" | "days" | "weeks" | "months" | "years"; value: number };

/** Feed and comments: adds the bands yesterday (1 day), weeks under 4, months under 12, then years. */
export function longAgo(date: Date | string, now: Date = new Date()): LongAgo {
  const d = typeof date === "string" ? new Date(date) : date;
  const diff = Math.max(0, now.getTime() - d.getTime());
  if (diff < MIN) return { unit: "now" };
  if (diff < HOUR) return { unit: "minutes", value: Math.floor(diff / MIN) };
  if (diff < DAY) return { unit: "hours", value: Math.floor(diff / HOUR) };
  const days = Math.floor(diff / DAY);
  if (days === 1) return { unit: "yesterday" };
  if (days < 7) return { unit: "days", value: days };
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return { unit: "weeks", value: weeks };
  const months = Math.floor(days / 30);
  if (months < 12) return { unit: "months", value: Math.max(1, months) };
  return { unit: "years", value: Math.max(1, Math.floor(days / 365)) };
}
