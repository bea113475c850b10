import { sql, type Expression, type SqlBool } from "kysely";

// What a creator is (SPEC section 1: "users with a subscription price"): a member (not an admin)
// whose subscription price is set. Discovery (lib/discovery/stats.ts) and search
// (lib/search/users.ts) use this one definition; a member without a price is a fan.

/** The rule as a SQL condition on the user row `alias` (its only form: every reader is a statement). */
export function isCreatorSql(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.subscriptionPrice`)} IS NOT NULL AND ${sql.ref(`${alias}.role`)} = 'MEMBER')`;
}
