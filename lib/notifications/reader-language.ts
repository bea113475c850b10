import type { NextRequest } from "next/server";
import { defaultLocale, knownLocale, negotiateLocale } from "@/i18n/negotiate";
import type { Locale } from "@/i18n/locales";

// The language notifications are read in: the member's saved language (User.locale), else the
// interface's locale cookie (next-intl's NEXT_LOCALE, set by the pages a reader visits), else
// Accept-Language (ar-TN reads Tunisian: i18n/negotiate.ts), else Tunisian.
// (The same order as error answers; merge note: one home for it, lib/http/request-language.ts.)

/** The language of the request's own headers (cookie, Accept-Language, Tunisian). */
export function headerLocale(req: NextRequest): Locale {
  return knownLocale(req.cookies.get("NEXT_LOCALE")?.value) ?? negotiateLocale(req.headers.get("accept-language")) ?? defaultLocale;
}

/** The reader's language: saved, else the headers' one. */
export function readerLocale(saved: string | null | undefined, fallback: Locale): Locale {
  return knownLocale(saved) ?? fallback;
}
