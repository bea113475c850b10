/**
 * Every interface language, with its writing direction and its BCP 47 tag. The first one is the
 * default. `tn` (our code for Tunisian Arabic, in URLs and dictionaries) is Setswana to browsers,
 * screen readers, search engines and Intl, so everything outside the app names it `ar-TN`.
 */
export const localeTable = {
  tn: { dir: "rtl", tag: "ar-TN" },
  fr: { dir: "ltr", tag: "fr" },
  en: { dir: "ltr", tag: "en" },
  ar: { dir: "rtl", tag: "ar" },
} as const satisfies Record<string, { dir: "ltr" | "rtl"; tag: string }>;

export type Locale = keyof typeof localeTable;
export type Direction = (typeof localeTable)[Locale]["dir"];

export const locales = Object.keys(localeTable) as Locale[];
export const defaultLocale: Locale = "tn";

/** Languages offered in the header switcher (the spec's three); ar stays reachable by URL. */
export const switcherLocales: readonly Locale[] = ["tn", "fr", "en"];

export function directionOf(locale: string): Direction {
  return locale in localeTable ? localeTable[locale as Locale].dir : "ltr";
}

/** The language's BCP 47 tag, for `<html lang>`, hreflang, mail and Intl formatting (tn → ar-TN). */
export function languageTag(locale: string): string {
  return locale in localeTable ? localeTable[locale as Locale].tag : locale;
}
