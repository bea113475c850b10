import { defaultLocale, locales, type Locale } from "./locales";

// Which of our languages a browser's Accept-Language asks for. Tunisian Arabic has no tag of its
// own in most browsers: a reader in Tunisia asks for ar-TN (or aeb, the ISO 639-3 code of
// Tunisian Arabic, or any tag with the TN region), and gets the Tunisian site, not the Arabic one.

/** The language of one language tag ("ar-TN" -> tn, "fr-CA" -> fr, "de" -> null). */
export function localeOfTag(tag: string): Locale | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, "-").split("-");
  const language = parts[0] ?? "";
  if (language === "tn" || language === "aeb") return "tn";
  if (language === "ar") return parts.slice(1).includes("tn") ? "tn" : "ar";
  return (locales as string[]).includes(language) ? (language as Locale) : null;
}

/** The best of our languages for an Accept-Language header (by quality, then order), or null when none is asked for. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .slice(0, 30)
    .map((part, index) => {
      const [tag = "", ...rest] = part.split(";");
      const q = rest.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** The language of a value that should be one of ours (a cookie, a saved choice), else null. */
export function knownLocale(value: string | null | undefined): Locale | null {
  return value && (locales as string[]).includes(value) ? (value as Locale) : null;
}

export { defaultLocale };
