import type { Tx } from "@/lib/db";

export type ChargeKind = "subscription" | "tip";

export type ChargeInput = {
  payerId: string;
  payeeId: string;
  amountCents: number;
  kind: ChargeKind;
  /** the same key for a retried charge; providers use it to avoid charging twice */
  idempotencyKey: string;
  /** ISO 4217 code; defaults to USD */
  currency?: string;
};

export type ChargeResult = { ledgerEntryId: string; provider: string; providerRef: string | null };

/**
 * A payment provider charges the payer and records the charge as a LedgerEntry through the
 * transaction it is given, so the charge's record commits (or rolls back) with the
 * subscription or tip it pays for. A provider that calls an outside service does so here
 * and throws (e.g. `badRequest("Payment declined")`) when the charge fails.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(input: ChargeInput, tx: Tx): Promise<ChargeResult>;
}
