import { sql, type RawBuilder, type SqlBool } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import { centsToAmount } from "@/lib/users/serialize";
import type { EarningsAnswer, EarningsSeriesAnswer } from "@/shared/answers/money";
import type { SeriesRange } from "@/shared/schemas/earnings";

/**
 * A creator's money as the ledger has it (docs/decisions/025-money.md), at a given `now`:
 *  - pending: creator_balance credits whose availableAt is later than now (earnings on hold);
 *  - available: the other creator_balance entries (what a payout may take): credits available by
 *    now, and every debit (a payout asked for, a refund, a chargeback) whatever its time. Debits
 *    are written available at once; counting them even when written after `now` matters when two
 *    payout requests overlap: the one that waited for the creator's lock may hold an earlier
 *    `now` than the debit the other just wrote, and must still see it (or it would overdraw).
 *  - paidOut: payout_sent entries;
 *  - lifetime: creator_balance entries of charges, refunds and chargebacks (net earned), and
 *    byKind the same per payment kind.
 * The sums over a creator's whole history (every creator_balance entry, paid out, lifetime,
 * byKind) are kept by a trigger in "CreatorEarningsTally" (docs/decisions/097-creator-earnings-tally.md):
 * the summary and the payout request's check (lib/payments/payouts.ts) read that row and the
 * credits still on hold (isPending, an index-only range of the userId, account, availableAt, amountCents index), and
 * available = balance - pending. isEarning, the condition on a ledger row aliased `e` the
 * statement and the chart use, is the SQL function the trigger uses.
 */

const col = (name: string) => sql.ref(`e.${name}`);

/** The entry is the creator's part of a charge, refund or chargeback (a SQL function: the earnings tally's trigger uses it too). */
export const isEarning: RawBuilder<SqlBool> = sql<SqlBool>`ledger_is_earning(${col("account")}, ${col("event")})`;

/** The entry is a credit of the creator's balance still on hold at `now`. */
export const isPending = (now: Date) =>
  sql<SqlBool>`(${col("account")} = 'creator_balance' AND ${col("availableAt")} > ${now} AND ${col("amountCents")} > 0)`;

/** SUM(e.amountCents) over the rows meeting `condition`, 0 when none (as bigint, which arrives as a BigInt). */
const sumWhere = (condition: RawBuilder<SqlBool>) => sql<bigint>`COALESCE(SUM(${col("amountCents")}) FILTER (WHERE ${condition}), 0)::bigint`;

/** Hundredths (a bigint sum) as the decimal amount of an answer. */
export const amountOf = (cents: bigint | number): number => centsToAmount(Number(cents)) as number;

/** The ledger rows of one creator's accounts. */
export function creatorEntries(db: Db | undefined, creatorId: string) {
  return kysely(db).selectFrom("LedgerEntry as e").where("e.userId", "=", creatorId);
}

/**
 * The creator's tally and the credits on hold at `now`, in one statement (one snapshot), in
 * hundredths. A creator without entries has no tally row: zeros.
 */
async function tallyAt(db: Db | undefined, creatorId: string, now: Date) {
  const pending = creatorEntries(db, creatorId)
    .where("e.account", "=", "creator_balance")
    .where("e.availableAt", ">", now)
    .select(sumWhere(isPending(now)).as("pending"));
  const row = await kysely(db)
    .selectNoFrom((eb) => [
      eb.selectFrom("CreatorEarningsTally as t").where("t.creatorId", "=", creatorId).select(sql<string>`to_jsonb(t)`.as("t")).as("tally"),
      pending.as("pending"),
    ])
    .executeTakeFirstOrThrow();
  const t = (row.tally ?? {}) as Partial<Record<"balanceCents" | "paidOutCents" | "earnedCents" | "subscriptionCents" | "tipCents" | "purchaseCents", number>>;
  const pendingCents = Number(row.pending ?? 0);
  const of = (k: keyof typeof t) => Number(t[k] ?? 0);
  return {
    pending: pendingCents,
    available: of("balanceCents") - pendingCents,
    paidOut: of("paidOutCents"),
    lifetime: of("earnedCents"),
    byKind: { subscription: of("subscriptionCents"), tip: of("tipCents"), purchase: of("purchaseCents") },
  };
}

/** The creator's available balance at `now`, in hundredths (read inside the payout request's transaction). */
export async function availableCents(db: Db, creatorId: string, now: Date): Promise<number> {
  return (await tallyAt(db, creatorId, now)).available;
}

/** GET /api/users/earnings: the balances and the lifetime figures. */
export async function creatorEarnings(creatorId: string, now: Date, db?: Db): Promise<EarningsAnswer> {
  const t = await tallyAt(db, creatorId, now);
  const e = env();
  return {
    success: true,
    currency: e.CURRENCY,
    pending: amountOf(t.pending),
    available: amountOf(t.available),
    paidOut: amountOf(t.paidOut),
    lifetime: amountOf(t.lifetime),
    byKind: { subscription: amountOf(t.byKind.subscription), tip: amountOf(t.byKind.tip), purchase: amountOf(t.byKind.purchase) },
    minPayout: e.MIN_PAYOUT,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The buckets of a chart range ending with the one that holds `now` (UTC): their keys, the first's start and the end of the last. */
export function seriesBuckets(range: SeriesRange, now: Date): { keys: string[]; start: Date; end: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (range === "12m") {
    const keys = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(y, m - 11 + i, 1)).toISOString().slice(0, 7));
    return { keys, start: new Date(Date.UTC(y, m - 11, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
  const today = Date.UTC(y, m, now.getUTCDate());
  const keys = Array.from({ length: 30 }, (_, i) => new Date(today - (29 - i) * DAY_MS).toISOString().slice(0, 10));
  return { keys, start: new Date(today - 29 * DAY_MS), end: new Date(today + DAY_MS) };
}

export type BucketUnit = "day" | "week" | "month";

/**
 * The key of the UTC bucket holding the time `ref` (a timestamp column, stored in UTC): "YYYY-MM-DD"
 * for a day or a week (its Monday, as date_trunc has it), "YYYY-MM" for a month. The chart series
 * and the creator dashboard (lib/dashboard) cut time this one way.
 */
export function bucketKey(unit: BucketUnit, ref: RawBuilder<unknown>) {
  const format = unit === "month" ? sql.lit("YYYY-MM") : sql.lit("YYYY-MM-DD");
  return sql<string>`to_char(date_trunc(${sql.lit(unit)}, ${ref}), ${format})`;
}

/**
 * What an earning was for, from its payment `p`: a subscription, a tip, a pay-per-view post or a
 * pay-per-view message (a purchase is one or the other by what it bought).
 */
export const earningKindSql = sql<"subscription" | "tip" | "post" | "message">`(CASE
  WHEN ${sql.ref("p.kind")} = 'purchase' AND ${sql.ref("p.messageId")} IS NOT NULL THEN 'message'
  WHEN ${sql.ref("p.kind")} = 'purchase' THEN 'post'
  ELSE ${sql.ref("p.kind")}::text END)`;

/**
 * GET /api/users/earnings/series: net earned per UTC day (30d) or month (12m), zero-filled, oldest
 * first. Months come from the month tallies (decision 097), days from the entries of the 30 days.
 */
export async function earningsSeries(creatorId: string, range: SeriesRange, now: Date, db?: Db): Promise<EarningsSeriesAnswer> {
  const { keys, start, end } = seriesBuckets(range, now);
  const rows =
    range === "12m"
      ? await kysely(db)
          .selectFrom("CreatorMonthTally")
          .select([sql<string>`to_char("month", 'YYYY-MM')`.as("bucket"), "netCents as net"])
          .where("creatorId", "=", creatorId)
          .where("month", ">=", sql<Date>`${keys[0]! + "-01"}::date`)
          .execute()
      : await creatorEntries(db, creatorId)
          .where("e.account", "=", "creator_balance")
          .where(isEarning)
          .where("e.createdAt", ">=", start)
          .where("e.createdAt", "<", end)
          .select([bucketKey("day", col("createdAt")).as("bucket"), sql<bigint>`SUM(${col("amountCents")})::bigint`.as("net")])
          .groupBy(sql`1`)
          .execute();
  const byBucket = new Map(rows.map((r) => [r.bucket, Number(r.net)]));
  return {
    success: true,
    range,
    currency: env().CURRENCY,
    points: keys.map((date) => ({ date, net: amountOf(byBucket.get(date) ?? 0) })),
  };
}
