import { sql, type SqlBool } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import type { LedgerEvent, PaymentKind, PayoutStatus } from "@/lib/generated/prisma/client";
import { amountOf, creatorEntries } from "@/lib/payments/earnings";
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

/** The cursor of a page that ends with this entry (shared/schemas/earnings.ts STATEMENT_CURSOR). */
const cursorOf = (r: { createdAt: Date; id: string }) => `${r.createdAt.getTime()}.${r.id}`;

/** The entry a cursor names (its format was checked by the query's schema). */
function parseCursor(cursor: string): { createdAt: Date; id: string } {
  const dot = cursor.indexOf(".");
  return { createdAt: new Date(Number(cursor.slice(0, dot))), id: cursor.slice(dot + 1) };
}

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
 * JSON answers a page (`page`: `limit` entries after `cursor`), by an index range of the month;
 * the CSV download the whole month up to STATEMENT_MAX_ENTRIES.
 */
export async function creatorStatement(
  creatorId: string,
  month: string,
  now: Date,
  opts: { db?: Db; page?: { cursor?: string; limit: number } } = {},
): Promise<StatementAnswer> {
  const { db, page } = opts;
  const { start, end } = monthBounds(month);
  const after = page?.cursor ? parseCursor(page.cursor) : null;
  const cap = page ? page.limit : STATEMENT_MAX_ENTRIES;

  const rows = await creatorEntries(db, creatorId)
    .where("e.account", "=", "creator_balance")
    .where("e.createdAt", ">=", after && after.createdAt > start ? after.createdAt : start)
    .where("e.createdAt", "<", end)
    .$if(after !== null, (q) => q.where(sql<SqlBool>`(${sql.ref("e.createdAt")}, ${sql.ref("e.id")}) > (${after!.createdAt}, ${after!.id}::uuid)`))
    .leftJoin("Payment as p", "p.id", "e.paymentId")
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
    .limit(cap + 1)
    .execute();

  // the month's totals over every entry (even past the cap), kept by trigger (decision 097)
  const totals = await kysely(db)
    .selectFrom("CreatorMonthTally")
    .select(["grossCents", "feeCents", "netCents", "payoutsCents"])
    .where("creatorId", "=", creatorId)
    .where("month", "=", sql<Date>`${`${month}-01`}::date`)
    .executeTakeFirst();

  const shown = rows.slice(0, cap);
  const entries = shown.map((r): StatementEntryAnswer => {
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
    totals: {
      gross: amountOf(Number(totals?.grossCents ?? 0)),
      fee: amountOf(Number(totals?.feeCents ?? 0)),
      net: amountOf(Number(totals?.netCents ?? 0)),
      payouts: amountOf(Number(totals?.payoutsCents ?? 0)),
    },
    truncated: rows.length > cap,
    nextCursor: page && rows.length > cap ? cursorOf(shown[shown.length - 1]!) : null,
  };
}
