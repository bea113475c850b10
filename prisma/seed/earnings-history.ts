import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { platformFee, postCharge } from "@/lib/payments/ledger";
import { requestPayout } from "@/lib/payments/payouts";
import { decidePayout } from "@/lib/payments/admin-payouts";

const DAY = 24 * 60 * 60 * 1000;
const TIPS = [500, 1000, 2000, 1500, 700] as const;

/**
 * A year of a creator's earnings before today, so the demo's earnings page has a chart, a
 * statement for each month, money available to pay out and a payout already sent, and the back
 * office's queue has a pending payout. Each past charge is what the checkout would have written
 * then (a succeeded Payment and its ledger journal, at that time); the payouts go through
 * lib/payments like the API's. Deterministic: the same data on every first run.
 */
export async function seedEarningsHistory(creatorId: string, fanIds: string[], now = new Date()): Promise<void> {
  const cards = await prisma.savedCard.findMany({ where: { userId: { in: fanIds }, isDefault: true }, select: { userId: true, brand: true, last4: true, id: true } });
  const cardOf = new Map(cards.map((c) => [c.userId, c]));
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  for (let back = 11; back >= 0; back--) {
    // a growing creator: a few payments a year ago, more every month
    const count = 3 + Math.round((11 - back) * 1.5);
    for (let k = 0; k < count; k++) {
      const at = new Date(Date.UTC(y, m - back, 1 + ((k * 7 + back * 5) % 27), 8 + (k % 12), (k * 13) % 60));
      if (at.getTime() > now.getTime() - 2 * DAY) continue;
      const payerId = fanIds[(k + back) % fanIds.length]!;
      const card = cardOf.get(payerId);
      const kind = k % 3 === 1 ? ("tip" as const) : ("subscription" as const);
      const amountCents = kind === "tip" ? TIPS[(k + back) % TIPS.length]! : 999;
      await prisma.$transaction(async (tx) => {
        const payment = await tx.payment.create({
          data: {
            payerId,
            payeeId: creatorId,
            kind,
            amountCents,
            feeCents: platformFee(amountCents),
            currency: env().CURRENCY,
            cardId: card?.id ?? null,
            cardBrand: card?.brand ?? "Visa",
            cardLast4: card?.last4 ?? "4242",
            provider: "test",
            providerRef: `ch_demo_${randomUUID().replace(/-/g, "")}`,
            status: "succeeded",
            idempotencyKey: `demo-history:${randomUUID()}`,
            createdAt: at,
          },
        });
        await postCharge(tx, payment, at);
      });
    }
  }
  // a payout asked for and sent about two months ago, and one waiting in the back office's queue
  const sentAt = new Date(now.getTime() - 60 * DAY);
  const sent = await requestPayout(creatorId, { amount: 120 }, sentAt);
  await decidePayout(null, sent._id, { status: "sent", note: "VIR-2041-0042" }, new Date(sentAt.getTime() + 2 * DAY));
  await requestPayout(creatorId, { amount: 60 }, new Date(now.getTime() - 3 * DAY));
}
