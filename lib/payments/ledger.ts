import type { Tx } from "@/lib/db";
import type { ChargeInput, ChargeResult, PaymentProvider } from "@/lib/payments/types";

/**
 * The built-in provider: no outside service, the charge is the ledger row itself.
 * providerRef keeps the idempotency key so a charge can be traced to the request that made it.
 */
export const ledgerProvider: PaymentProvider = {
  name: "ledger",
  async charge(input: ChargeInput, tx: Tx): Promise<ChargeResult> {
    const entry = await tx.ledgerEntry.create({
      data: {
        payerId: input.payerId,
        payeeId: input.payeeId,
        kind: input.kind,
        amountCents: input.amountCents,
        currency: input.currency ?? "USD",
        provider: "ledger",
        providerRef: `ledger:${input.idempotencyKey}`.slice(0, 200),
        status: "succeeded",
      },
      select: { id: true, providerRef: true },
    });
    return { ledgerEntryId: entry.id, provider: "ledger", providerRef: entry.providerRef };
  },
};
