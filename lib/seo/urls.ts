import { defaultLocale, languageTag, locales } from "@/i18n/locales";
import { appUrl } from "@/lib/env";

// The public site's addresses for search engines: "/login" is Tunisian (the default language,
// no prefix), "/fr/login" French (i18n/routing.ts, localePrefix "as-needed").

/** hreflang values: the language's tag (the Tunisian pages are announced as ar-TN). */
export const hreflang = languageTag;

/** The absolute address of `path` (starting with "/") in `locale`. */
export const localizedUrl = (locale: string, path: string) => `${appUrl()}${locale === defaultLocale ? "" : `/${locale}`}${path === "/" && locale !== defaultLocale ? "" : path}`;

/** Every language's address of `path`, by hreflang, plus x-default (metadata `alternates.languages`, the sitemap). */
export function languageAlternates(path: string, only: readonly string[] = locales): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(only.map((l) => [hreflang(l), localizedUrl(l, path)]));
  languages["x-default"] = localizedUrl(only.includes(defaultLocale) ? defaultLocale : only[0]!, path);
  return languages;
}
