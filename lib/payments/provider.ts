import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { unavailable } from "@/lib/errors";
import { ledgerProvider } from "@/lib/payments/ledger";

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

const providers = new Map<string, PaymentProvider>([[ledgerProvider.name, ledgerProvider]]);

/** Makes a provider selectable with PAYMENT_PROVIDER=<name>. */
export function registerPaymentProvider(provider: PaymentProvider): void {
  providers.set(provider.name, provider);
}

/** The provider chosen by PAYMENT_PROVIDER (default "ledger"). */
export function paymentProvider(): PaymentProvider {
  const name = env().PAYMENT_PROVIDER;
  const provider = providers.get(name);
  if (!provider) throw unavailable(`Payment provider "${name}" is not available`);
  return provider;
}

/** Charges through the configured provider inside the caller's transaction. */
export function charge(input: ChargeInput, tx: Tx): Promise<ChargeResult> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`charge: amountCents must be a positive integer, got ${input.amountCents}`);
  }
  return paymentProvider().charge(input, tx);
}
