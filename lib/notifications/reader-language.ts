import { knownLocale } from "@/i18n/negotiate";
import type { Locale } from "@/i18n/locales";

// The language notifications are read in: the member's saved language (User.locale), else the
// language of the request's headers (cookie, Accept-Language, Tunisian: lib/http/header-language.ts,
// the same order as error answers).

/** The reader's language: saved, else the headers' one. */
export function readerLocale(saved: string | null | undefined, fallback: Locale): Locale {
  return knownLocale(saved) ?? fallback;
}
