import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import type { LedgerAccount, LedgerEvent } from "@/lib/generated/prisma/client";

/**
 * THE double-entry ledger (docs/decisions/025-money.md). Every movement of money is one journal:
 * entries that sum to zero, written in the caller's transaction together with what the money is
 * for (a payment's effect, a payout's status). The database refuses a commit whose journal does
 * not balance (deferred constraint trigger) and any change to a written entry.
 *
 * Accounts: payer_card (money from a payer's card, negative), platform_fee, creator_balance
 * (pending until availableAt, then available), payout_in_transit, payout_sent.
 */

export type JournalLine = { account: LedgerAccount; userId: string | null; amountCents: number; availableAt?: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The platform's fee on a gross amount: PLATFORM_FEE_PERCENT, rounded down to the hundredth. */
export function platformFee(grossCents: number, percent = env().PLATFORM_FEE_PERCENT): number {
  return Math.floor((grossCents * percent) / 100);
}

/** When earnings of a charge made at `at` become available: PAYOUT_HOLD_DAYS later. */
export function availableFrom(at: Date, holdDays = env().PAYOUT_HOLD_DAYS): Date {
  return new Date(at.getTime() + holdDays * DAY_MS);
}

/** Writes one balanced journal; refuses (before the database would) lines that do not sum to zero. */
export async function postJournal(
  tx: Tx,
  journal: { event: LedgerEvent; currency: string; at: Date; paymentId?: string; payoutId?: string; lines: JournalLine[] },
): Promise<string> {
  const sum = journal.lines.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0 || journal.lines.some((l) => !Number.isInteger(l.amountCents))) {
    throw new Error(`ledger: journal ${journal.event} does not balance (${sum})`);
  }
  const journalId = randomUUID();
  await tx.ledgerEntry.createMany({
    data: journal.lines
      .filter((l) => l.amountCents !== 0)
      .map((l) => ({
        journalId,
        event: journal.event,
        account: l.account,
        userId: l.userId,
        amountCents: l.amountCents,
        currency: journal.currency,
        availableAt: l.availableAt ?? journal.at,
        paymentId: journal.paymentId ?? null,
        payoutId: journal.payoutId ?? null,
        createdAt: journal.at,
      })),
  });
  return journalId;
}

type ChargedPayment = { id: string; payerId: string | null; payeeId: string | null; amountCents: number; feeCents: number; currency: string };

/** A succeeded charge: the payer's card pays the gross, the platform keeps the fee, the creator's part is pending for the hold. */
export function postCharge(tx: Tx, p: ChargedPayment, at: Date): Promise<string> {
  return postJournal(tx, {
    event: "charge",
    currency: p.currency,
    at,
    paymentId: p.id,
    lines: [
      { account: "payer_card", userId: p.payerId, amountCents: -p.amountCents },
      { account: "platform_fee", userId: null, amountCents: p.feeCents },
      { account: "creator_balance", userId: p.payeeId, amountCents: p.amountCents - p.feeCents, availableAt: availableFrom(at) },
    ],
  });
}

/** A refund or chargeback: the charge's entries negated; the creator's part leaves their balance at once (it may go negative). */
export function postReversal(tx: Tx, p: ChargedPayment, event: "refund" | "chargeback", at: Date): Promise<string> {
  return postJournal(tx, {
    event,
    currency: p.currency,
    at,
    paymentId: p.id,
    lines: [
      { account: "payer_card", userId: p.payerId, amountCents: p.amountCents },
      { account: "platform_fee", userId: null, amountCents: -p.feeCents },
      { account: "creator_balance", userId: p.payeeId, amountCents: -(p.amountCents - p.feeCents) },
    ],
  });
}

type PayoutRow = { id: string; creatorId: string | null; amountCents: number; currency: string };

/** A payout asked for: the amount leaves the creator's available balance for "in transit". */
export function postPayoutRequested(tx: Tx, p: PayoutRow, at: Date): Promise<string> {
  return postJournal(tx, {
    event: "payout_requested",
    currency: p.currency,
    at,
    payoutId: p.id,
    lines: [
      { account: "creator_balance", userId: p.creatorId, amountCents: -p.amountCents },
      { account: "payout_in_transit", userId: p.creatorId, amountCents: p.amountCents },
    ],
  });
}

/** A payout sent (paid out) or failed (back to the available balance). */
export function postPayoutDecided(tx: Tx, p: PayoutRow, outcome: "sent" | "failed", at: Date): Promise<string> {
  return postJournal(tx, {
    event: outcome === "sent" ? "payout_sent" : "payout_failed",
    currency: p.currency,
    at,
    payoutId: p.id,
    lines: [
      { account: "payout_in_transit", userId: p.creatorId, amountCents: -p.amountCents },
      { account: outcome === "sent" ? "payout_sent" : "creator_balance", userId: p.creatorId, amountCents: p.amountCents },
    ],
  });
}
