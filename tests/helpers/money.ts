// Money helpers of the API tests: what was charged, and the ledger's one invariant.
import { expect } from "vitest";
import { prisma } from "./db";

/** Every payment of a payer, oldest first. */
export function paymentsOf(payerId: string) {
  return prisma.payment.findMany({ where: { payerId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** The sum of every ledger entry is zero, and so is each journal's (docs/decisions/025-money.md). */
export async function expectLedgerBalanced() {
  const total = await prisma.ledgerEntry.aggregate({ _sum: { amountCents: true } });
  expect(total._sum.amountCents ?? 0).toBe(0);
  const journals = await prisma.ledgerEntry.groupBy({ by: ["journalId"], _sum: { amountCents: true } });
  expect(journals.filter((j) => j._sum.amountCents !== 0)).toEqual([]);
}

/** A creator's entries on an account. */
export function entriesOf(userId: string, account: "payer_card" | "creator_balance" | "payout_in_transit" | "payout_sent") {
  return prisma.ledgerEntry.findMany({ where: { userId, account }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}
