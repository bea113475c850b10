/** Every interface language, with its writing direction. The first one is the default. */
export const localeTable = {
  tn: { dir: "rtl" },
  fr: { dir: "ltr" },
  en: { dir: "ltr" },
  ar: { dir: "rtl" },
} as const satisfies Record<string, { dir: "ltr" | "rtl" }>;

export type Locale = keyof typeof localeTable;
export type Direction = (typeof localeTable)[Locale]["dir"];

export const locales = Object.keys(localeTable) as Locale[];
export const defaultLocale: Locale = "tn";

/** Languages offered in the header switcher (the spec's three); ar stays reachable by URL. */
export const switcherLocales: readonly Locale[] = ["tn", "fr", "en"];

export function directionOf(locale: string): Direction {
  return locale in localeTable ? localeTable[locale as Locale].dir : "ltr";
}
