import type { Expression, SqlBool } from "kysely";
import { accountDiscoverableSql } from "@/lib/access/accounts";

// THE rule of which profiles the public site lists to everyone: the sitemap, /categories (issue 19).
// A profile is listed while its account may appear in discovery (lib/access/accounts.ts: not
// hidden by moderation, not suspended, banned or restricted). Which members are creators (a
// verified member with a price) is lib/users/creator.ts; geo-blocks apply per visitor, not here.

/** The rule as a SQL condition on the "User" row `alias`. */
export function listedProfileSql(alias: string): Expression<SqlBool> {
  return accountDiscoverableSql(alias);
}
