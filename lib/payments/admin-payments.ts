import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ADMIN_PERSON_SELECT, adminPerson } from "@/lib/payments/admin-payouts";
import { centsToAmount } from "@/lib/users/serialize";
import type { AdminPaymentAnswer } from "@/shared/answers/money";
import type { AdminPaymentListQuery } from "@/shared/schemas/earnings";

const ADMIN_PAYMENT_SELECT = {
  id: true,
  kind: true,
  amountCents: true,
  feeCents: true,
  currency: true,
  status: true,
  cardBrand: true,
  cardLast4: true,
  refundReason: true,
  createdAt: true,
  payer: { select: ADMIN_PERSON_SELECT },
  payee: { select: ADMIN_PERSON_SELECT },
} satisfies Prisma.PaymentSelect;

type AdminPaymentRow = Prisma.PaymentGetPayload<{ select: typeof ADMIN_PAYMENT_SELECT }>;

function adminPayment(p: AdminPaymentRow): AdminPaymentAnswer {
  return {
    _id: p.id,
    kind: p.kind,
    amount: centsToAmount(p.amountCents) as number,
    fee: centsToAmount(p.feeCents) as number,
    currency: p.currency,
    status: p.status,
    payer: adminPerson(p.payer),
    creator: adminPerson(p.payee),
    card: { brand: p.cardBrand, last4: p.cardLast4 },
    refundReason: p.refundReason,
    createdAt: p.createdAt.toISOString(),
  };
}

/** A person matching the admin's search: username, e-mail, first or last name (case-insensitive). */
function personMatches(q: string): Prisma.UserWhereInput {
  const has = { contains: q, mode: "insensitive" as const };
  return { OR: [{ username: has }, { email: has }, { firstName: has }, { lastName: has }] };
}

/** GET /api/admin/payments: every payment, newest first, by status and kind; q searches the payer and the creator. */
export async function listPaymentsForAdmin(q: AdminPaymentListQuery) {
  const where: Prisma.PaymentWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.q ? { OR: [{ payer: { is: personMatches(q.q) } }, { payee: { is: personMatches(q.q) } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.payment.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.limit, take: q.limit, select: ADMIN_PAYMENT_SELECT }),
    prisma.payment.count({ where }),
  ]);
  return { payments: rows.map(adminPayment), pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}
