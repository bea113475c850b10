// Money helpers of the API tests: what was charged, and the ledger's one invariant.
import { expect } from "vitest";
import { prisma } from "./db";

/** Every payment of a payer, oldest first. */
export function paymentsOf(payerId: string) {
  return prisma.payment.findMany({ where: { payerId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/**
 * The sum of every ledger entry is zero, and so is each journal's (docs/decisions/025-money.md);
 * and every creator's earnings tally, kept by trigger, is what the whole ledger sums to (decision 097).
 */
export async function expectLedgerBalanced() {
  const total = await prisma.ledgerEntry.aggregate({ _sum: { amountCents: true } });
  expect(total._sum.amountCents ?? 0).toBe(0);
  const journals = await prisma.ledgerEntry.groupBy({ by: ["journalId"], _sum: { amountCents: true } });
  expect(journals.filter((j) => j._sum.amountCents !== 0)).toEqual([]);
  expect(await tallyMismatches()).toEqual([]);
}

/** The creators whose "CreatorEarningsTally" row differs from their entries' sums, in one statement (one snapshot). */
export async function tallyMismatches(db: Pick<typeof prisma, "$queryRaw" | "$queryRawUnsafe"> = prisma): Promise<{ creatorId: string }[]> {
  const [{ q }] = await db.$queryRaw<[{ q: string }]>`SELECT "creator_earnings_sums_sql"('"LedgerEntry"') AS q`;
  return db.$queryRawUnsafe(`
    WITH fresh ("creatorId", b, p, e, s, t, u) AS (${q})
    SELECT COALESCE(f."creatorId", k."creatorId")::text AS "creatorId",
           row(f.b, f.p, f.e, f.s, f.t, f.u)::text AS "fromEntries",
           row(k."balanceCents", k."paidOutCents", k."earnedCents", k."subscriptionCents", k."tipCents", k."purchaseCents")::text AS tally
    FROM fresh f FULL JOIN "CreatorEarningsTally" k ON k."creatorId" = f."creatorId"
    WHERE row(f.b, f.p, f.e, f.s, f.t, f.u) IS DISTINCT FROM
          row(k."balanceCents", k."paidOutCents", k."earnedCents", k."subscriptionCents", k."tipCents", k."purchaseCents")`);
}

/** A creator's entries on an account. */
export function entriesOf(userId: string, account: "payer_card" | "creator_balance" | "payout_in_transit" | "payout_sent") {
  return prisma.ledgerEntry.findMany({ where: { userId, account }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
