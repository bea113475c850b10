import type { Payment } from "@/lib/generated/prisma/client";

/** A payment in an answer (amounts as decimal numbers, like every amount in JSON). */
export function paymentSummary(p: Payment) {
  return { _id: p.id, kind: p.kind, amount: p.amountCents / 100, currency: p.currency, status: p.status, createdAt: p.createdAt.toISOString() };
}
