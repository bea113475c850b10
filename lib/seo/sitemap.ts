import type { MetadataRoute } from "next";
import { locales } from "@/i18n/locales";
import { publishedPostSlugs } from "@/lib/blog/public";
import { listedCreatorProfiles } from "@/lib/profiles/listed";
import { languageAlternates, localizedUrl } from "@/lib/seo/urls";

/** The public pages a visitor reaches without signing in (each in every language). */
export const PUBLIC_PATHS = [
  "/",
  "/discover",
  "/trending",
  "/categories",
  "/blog",
  "/help",
  "/guidelines",
  "/safety",
  "/creator-support",
  "/creator-signup",
  "/creator-hub",
  "/resources",
  "/pricing",
  "/mobile",
  "/contact",
  "/report",
  "/bugs",
  "/privacy",
  "/terms",
  "/cookies",
  "/dmca",
  "/age-verification",
] as const;

/**
 * /sitemap.xml (app/sitemap.ts): the public pages and the published blog articles in each of
 * their languages, and the listed creator profiles (lib/profiles/listed.ts) in every language; each
 * address names all its languages as hreflang alternates (and x-default).
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [posts, profiles] = await Promise.all([publishedPostSlugs(), listedCreatorProfiles()]);
  const entries: MetadataRoute.Sitemap = [];
  for (const path of PUBLIC_PATHS) {
    for (const locale of locales) entries.push({ url: localizedUrl(locale, path), alternates: { languages: languageAlternates(path) } });
  }
  for (const post of posts) {
    const path = `/blog/${post.slug}`;
    const langs = post.locale ? [post.locale] : locales;
    for (const locale of langs) {
      entries.push({ url: localizedUrl(locale, path), lastModified: post.updatedAt, alternates: { languages: languageAlternates(path, langs) } });
    }
  }
  for (const p of profiles) {
    const path = `/profile/${encodeURIComponent(p.username)}`;
    const languages = languageAlternates(path);
    for (const locale of locales) entries.push({ url: localizedUrl(locale, path), lastModified: p.updatedAt, alternates: { languages } });
  }
  return entries;
}
