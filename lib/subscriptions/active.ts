import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The one definition of "a subscription gives access now": paid up (active, or cancelled but
 * still inside the paid period) and not past its end date. Expired rows never qualify, even
 * before the expiry job has flipped their status.
 */
export function activeSubscriptionWhere(now: Date = new Date()): Prisma.SubscriptionWhereInput {
  return { status: { in: ["active", "cancelled"] }, endDate: { gt: now } };
}

/**
 * The same rule as a SQL condition, for the few aggregate queries written in SQL (discovery,
 * search). `alias` is the table alias of "Subscription" in that query. Keep both in step, and
 * with the two places that split the rule for speed: the subscriber tally's triggers (migration
 * creator_subscriber_tally: status active or cancelled) and the profile count that subtracts the
 * lapsed rows from it (lib/users/counts.ts: endDate <= now).
 */
export function activeSubscriptionSql(alias: string, now: Date = new Date()): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error("bad alias");
  const a = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${a}."status" IN ('active', 'cancelled') AND ${a}."endDate" > ${now}`;
}
