import { env } from "@/lib/env";
import { unavailable } from "@/lib/errors";
import { testProvider } from "@/lib/payments/test-provider";
import type { PaymentProvider } from "@/lib/payments/types";

export type { CardDetails, CardToken, ChargeOutcome, ChargeRequest, PaymentProvider, ProviderEvent } from "@/lib/payments/types";

const providers = new Map<string, PaymentProvider>([[testProvider.name, testProvider]]);

/** Makes a provider selectable with PAYMENT_PROVIDER=<name> (an adapter for a real processor registers here). */
export function registerPaymentProvider(provider: PaymentProvider): void {
  providers.set(provider.name, provider);
}

/** The provider chosen by PAYMENT_PROVIDER (default "test"). */
export function paymentProvider(): PaymentProvider {
  return providerNamed(env().PAYMENT_PROVIDER);
}

/** Whether this instance knows a provider of that name. */
export function isKnownProvider(name: string): boolean {
  return providers.has(name);
}

/** A provider by name (a saved card or a payment names the provider that holds it). */
export function providerNamed(name: string): PaymentProvider {
  const provider = providers.get(name);
  if (!provider) throw unavailable("PAYMENT_PROVIDER_UNAVAILABLE", { params: { name } });
  return provider;
}
