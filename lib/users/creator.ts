import { sql, type Expression, type SqlBool } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { forbidden } from "@/lib/errors";

// What a creator is (SPEC section 1: "users with a subscription price"): a member (not an admin)
// whose subscription price is set. Discovery (lib/discovery/stats.ts) and search
// (lib/search/users.ts) use this one definition; a member without a price is a fan.
//
// Issue 19 point 4: a creator is listed, and can be paid, only once an admin approved their
// identity (User.verifiedAt, lib/identity/checks.ts). Until then they can prepare their profile and
// price; the rule below is the one place that says so, as SQL for discovery and search, and as
// requireVerifiedCreator for every money path (checkout: subscriptions, tips, purchases; payouts).

/** The rule as a SQL condition on the user row `alias`: a verified member with a price. */
export function isCreatorSql(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.subscriptionPrice`)} IS NOT NULL AND ${sql.ref(`${alias}.role`)} = 'MEMBER' AND ${sql.ref(`${alias}.verifiedAt`)} IS NOT NULL)`;
}

export const CREATOR_NOT_VERIFIED = "CREATOR_NOT_VERIFIED";

/**
 * 403 `creator_not_verified` unless the user is a verified creator: called before anyone pays them
 * (lib/checkout/checkout.ts) and before they are paid out (lib/payments/payouts.ts).
 */
export async function requireVerifiedCreator(userId: string, db: Tx | typeof prisma = prisma): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { verifiedAt: true } });
  if (!user?.verifiedAt) {
    throw forbidden(CREATOR_NOT_VERIFIED);
  }
}

/**
 * 403 with `code` unless the user is a creator by the SPEC's definition (a member with a
 * subscription price; verified or not: an unverified creator may prepare, and look at their
 * figures, before being paid). The creator dashboard (lib/dashboard) calls it.
 */
export async function requireCreator(userId: string, code: "DASHBOARD_CREATORS_ONLY", db: Tx | typeof prisma = prisma): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { subscriptionPrice: true, role: true } });
  if (user?.subscriptionPrice == null || user.role !== "MEMBER") throw forbidden(code);
}
