import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { unavailable } from "@/lib/errors";
import { ledgerProvider } from "@/lib/payments/ledger";
import type { ChargeInput, ChargeResult, PaymentProvider } from "@/lib/payments/types";

export type { ChargeInput, ChargeKind, ChargeResult, PaymentProvider } from "@/lib/payments/types";

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
