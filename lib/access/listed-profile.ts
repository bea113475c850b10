import { sql, type Expression, type SqlBool } from "kysely";

// THE rule of which profiles the public site lists to everyone: the sitemap, /categories (issue 19).
// Today: the account is active (not restricted, suspended or banned). Further exclusions (an
// unverified creator, a geo-blocked profile for an anonymous crawler) belong here, so every list
// that uses it follows at once.

/** The rule as a SQL condition on the "User" row `alias`. */
export function listedProfileSql(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.accountStatus`)} = 'active')`;
}
