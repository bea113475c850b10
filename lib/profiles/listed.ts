import { kysely } from "@/lib/db/kysely";
import { locales } from "@/i18n/locales";
import { listedProfileSql } from "@/lib/access/listed-profile";
import { isCreatorSql } from "@/lib/users/creator";

/**
 * A sitemap holds at most 50,000 addresses; the creators take at most 40,000 of them, each
 * profile once per language (lib/seo/sitemap.ts).
 */
export const MAX_LISTED_PROFILES = Math.floor(40_000 / locales.length);

/**
 * THE list of public creator profiles the site announces (the sitemap): creators
 * (lib/users/creator.ts) whose profile is listed (lib/access/listed-profile.ts), most recently
 * changed first.
 */
export function listedCreatorProfiles(limit = MAX_LISTED_PROFILES): Promise<{ username: string; updatedAt: Date }[]> {
  return kysely()
    .selectFrom("User as u")
    .where(isCreatorSql("u"))
    .where(listedProfileSql("u"))
    .select(["u.username", "u.updatedAt"])
    .orderBy("u.updatedAt", "desc")
    .limit(limit)
    .execute();
}
