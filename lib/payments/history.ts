import { prisma } from "@/lib/db";
import type { PaymentListQuery } from "@/shared/schemas/payments";

/**
 * What a fan paid (GET /api/users/payments), newest first: each charge with its kind, amount
 * (decimal), currency, the creator, the card as it was when paying, and its status (waiting for
 * confirmation, succeeded, failed, refunded, charged back).
 */
export async function listPayments(payerId: string, q: PaymentListQuery) {
  const where = { payerId, status: { not: "processing" as const } };
  const [total, rows] = await Promise.all([
    prisma.payment.count({ where }),
    prisma.payment.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      include: { payee: { select: { username: true } } },
    }),
  ]);
  return {
    payments: rows.map((p) => ({
      _id: p.id,
      kind: p.kind,
      amount: p.amountCents / 100,
      currency: p.currency,
      creator: p.payee ? { username: p.payee.username } : null,
      card: { brand: p.cardBrand, last4: p.cardLast4 },
      status: p.status,
      renewal: p.renewal,
      periodEnd: p.periodEnd?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
    pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit },
  };
}
