import { sql, type SqlBool } from "kysely";
import type { Db } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import type { LedgerEvent, PaymentKind, PayoutStatus } from "@/lib/generated/prisma/client";
import { amountOf, creatorEntries, isEarning } from "@/lib/payments/earnings";
import { publicName } from "@/lib/users/public-name";
import type { StatementAnswer, StatementEntryAnswer, StatementStatus } from "@/shared/answers/money";

/** The most entries one statement holds (a month of a very large creator is cut there, and says so). */
export const STATEMENT_MAX_ENTRIES = 10_000;

/** The month (YYYY-MM, UTC) that holds `now`. */
export const monthOf = (now: Date): string => now.toISOString().slice(0, 7);

/** The first instant of a YYYY-MM month (UTC) and of the next one. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

type EntryRow = {
  event: LedgerEvent;
  amountCents: number;
  availableAt: Date;
  payoutStatus: PayoutStatus | null;
};

/** What an entry is, for the creator reading their statement at `now`. */
function statusOf(r: EntryRow, now: Date): StatementStatus {
  switch (r.event) {
    case "charge":
      return r.availableAt.getTime() > now.getTime() ? "pending" : "available";
    case "refund":
      return "refunded";
    case "chargeback":
      return "charged_back";
    case "payout_failed":
      return "returned";
    default:
      return r.payoutStatus === "sent" ? "sent" : r.payoutStatus === "failed" ? "failed" : "in_transit";
  }
}

/** A charge counts its gross and fee as they were; a reversal takes them back. */
const signOf = (event: LedgerEvent) => (event === "charge" ? 1 : -1);

/**
 * GET /api/users/earnings/statement: the month's entries of the creator's balance (UTC month,
 * oldest first): each charge's earnings (with the fan's public name, the gross the fan paid and the
 * platform's fee), each refund or chargeback taking them back, each payout asked for and each
 * failed payout's amount returned; and the month's totals (over every entry, even past the cap).
 */
export async function creatorStatement(creatorId: string, month: string, now: Date, db?: Db): Promise<StatementAnswer> {
  const { start, end } = monthBounds(month);
  const inMonth = () =>
    creatorEntries(db, creatorId)
      .where("e.account", "=", "creator_balance")
      .where("e.createdAt", ">=", start)
      .where("e.createdAt", "<", end)
      .leftJoin("Payment as p", "p.id", "e.paymentId");

  const rows = await inMonth()
    .leftJoin("User as u", "u.id", "p.payerId")
    .leftJoin("Payout as po", "po.id", "e.payoutId")
    .select([
      "e.id",
      "e.createdAt",
      "e.event",
      "e.amountCents",
      "e.availableAt",
      "p.kind",
      "p.amountCents as grossCents",
      "p.feeCents as feeCents",
      "u.username",
      "u.firstName",
      "u.lastName",
      "u.displayName",
      "po.status as payoutStatus",
    ])
    .orderBy("e.createdAt")
    .orderBy("e.id")
    .limit(STATEMENT_MAX_ENTRIES + 1)
    .execute();

  const signed = (column: "p.amountCents" | "p.feeCents") =>
    sql<bigint>`COALESCE(SUM(CASE WHEN ${sql.ref("e.event")} = 'charge' THEN ${sql.ref(column)} ELSE -${sql.ref(column)} END) FILTER (WHERE ${isEarning}), 0)::bigint`;
  const isPayout = sql<SqlBool>`${sql.ref("e.event")} IN ('payout_requested', 'payout_failed')`;
  const totals = await inMonth()
    .select([
      signed("p.amountCents").as("gross"),
      signed("p.feeCents").as("fee"),
      sql<bigint>`COALESCE(SUM(${sql.ref("e.amountCents")}) FILTER (WHERE ${isEarning}), 0)::bigint`.as("net"),
      sql<bigint>`COALESCE(SUM(${sql.ref("e.amountCents")}) FILTER (WHERE ${isPayout}), 0)::bigint`.as("payouts"),
    ])
    .executeTakeFirstOrThrow();

  const entries = rows.slice(0, STATEMENT_MAX_ENTRIES).map((r): StatementEntryAnswer => {
    const earning = r.event === "charge" || r.event === "refund" || r.event === "chargeback";
    const kind: PaymentKind | "payout" = earning && r.kind ? r.kind : "payout";
    return {
      date: r.createdAt.toISOString(),
      kind,
      fan: earning && r.username ? { publicName: publicName({ username: r.username, firstName: r.firstName, lastName: r.lastName, displayName: r.displayName }) } : null,
      gross: earning && r.grossCents !== null ? amountOf(signOf(r.event) * r.grossCents) : null,
      fee: earning && r.feeCents !== null ? amountOf(signOf(r.event) * r.feeCents) : null,
      net: amountOf(r.amountCents),
      status: statusOf(r, now),
      availableOn: r.availableAt.toISOString(),
    };
  });

  return {
    success: true,
    month,
    currency: env().CURRENCY,
    entries,
    totals: { gross: amountOf(totals.gross), fee: amountOf(totals.fee), net: amountOf(totals.net), payouts: amountOf(totals.payouts) },
    truncated: rows.length > STATEMENT_MAX_ENTRIES,
  };
}
