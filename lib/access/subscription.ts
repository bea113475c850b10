import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { DB } from "@/lib/db/kysely";
import type { SubscriptionStatus } from "@/lib/generated/prisma/client";

/**
 * THE rule of "a subscription gives access now", and the one module that states it.
 *
 * A subscription gives access at a time when it is paid up (status active, or cancelled but still
 * inside the paid period) and its endDate is later than that time. Expired rows never qualify,
 * even before the expiry job has flipped their status; rows still active or cancelled whose
 * endDate has passed have "lapsed" (the job flips them to expired).
 *
 * The rule lives in the database as three SQL functions (migration subscription_access_rule):
 * `subscription_status_gives_access(status)`, `subscription_gives_access(status, endDate, at)`
 * and `subscription_lapsed(status, endDate, at)`. The subscriber tally's trigger calls the first;
 * every statement of the app calls them through the fragments below. PostgreSQL inlines them
 * before planning, so an index sees the conditions as if written in place.
 */

/** The "Subscription" row of a statement: its status and endDate columns (e.g. `s."status"`). */
export type SubscriptionColumns = { status: Expression<SubscriptionStatus>; endDate: Expression<Date> };

/** The columns of the "Subscription" row aliased `alias` in the statement, for the fragments below. */
export function subscriptionRow(alias: string): SubscriptionColumns {
  return { status: sql.ref(`${alias}.status`), endDate: sql.ref(`${alias}.endDate`) };
}

/** The subscription gives access at `at`. */
export function givesAccess(s: SubscriptionColumns, at: Date | Expression<Date>): RawBuilder<SqlBool> {
  return sql<SqlBool>`"subscription_gives_access"(${s.status}, ${s.endDate}, ${at})`;
}

/** Its status still gives access but its endDate is not later than `at` (due for expiry; already without access). */
export function lapsed(s: SubscriptionColumns, at: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`"subscription_lapsed"(${s.status}, ${s.endDate}, ${at})`;
}


const eb = expressionBuilder<DB, never>();

/** Whether `subscriberId` holds a subscription to `creatorId` that gives access at `at` (an EXISTS on the unique pair). */
export function hasAccessGivingSubscription(
  subscriberId: string | Expression<string>,
  creatorId: string | Expression<string>,
  at: Date,
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("Subscription as s")
      .select(sql.lit(1).as("one"))
      .where("s.subscriberId", "=", subscriberId)
      .where("s.creatorId", "=", creatorId)
      .where(givesAccess(subscriptionRow("s"), at)),
  );
}
