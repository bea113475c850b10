// Earnings helpers of the API tests: charges made at a chosen moment in the past (the checkout
// charges now; a charge days ago is how a test gets earnings past their hold), and payout methods.
import { randomUUID } from "node:crypto";
import { api } from "./http";
import { prisma } from "./db";
import { platformFee, postCharge } from "@/lib/payments/ledger";

export const DAY = 24 * 60 * 60 * 1000;

/**
 * A succeeded charge of `payerId`'s card for `payeeId`, made at `at`: its Payment row and its
 * ledger journal (lib/payments/ledger.ts postCharge), in one transaction, as the checkout writes them.
 */
export async function chargeAt(payerId: string, payeeId: string, amountCents: number, at: Date, kind: "subscription" | "tip" | "purchase" = "tip") {
  return prisma.$transaction(async (tx) => {
    const payment = await tx.payment.create({
      data: {
        payerId,
        payeeId,
        kind,
        amountCents,
        feeCents: platformFee(amountCents),
        currency: "TND",
        cardBrand: "Visa",
        cardLast4: "4242",
        provider: "test",
        providerRef: `ch_past_${randomUUID()}`,
        status: "succeeded",
        idempotencyKey: `past:${randomUUID()}`,
        createdAt: at,
      },
    });
    await postCharge(tx, payment, at);
    return payment;
  });
}

/** Adds a payout method through the API (the first one is the default). */
export async function addPayoutMethod(token: string, body: Record<string, string> = { type: "bank", accountName: "Amira Ben Ali", bankName: "Zitouna", accountNumber: "TN59 1000 6035 1835 9847 8831" }) {
  const res = await api("/api/users/payout-methods", { method: "POST", token, body });
  if (res.status !== 201) throw new Error(`payout method: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.payoutMethod as { _id: string; details: string };
}

export const requestPayout = (token: string, amount: unknown) => api("/api/users/payouts", { method: "POST", token, body: { amount } });
export const earningsOf = async (token: string) => (await api("/api/users/earnings", { token })).json;
