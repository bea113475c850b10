import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { conflict, notFound, fieldError } from "@/lib/errors";
import { postPayoutDecided } from "@/lib/payments/ledger";
import { payoutAnswer, PAYOUT_SELECT } from "@/lib/payments/payout-answer";
import { notify } from "@/lib/notifications/notify";
import { content } from "@/lib/notifications/templates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AdminPayoutAnswer } from "@/shared/answers/money";
import type { AdminPayoutListQuery, PayoutDecisionInput } from "@/shared/schemas/earnings";
import { z } from "@/shared/zod";

// The admin's payout queue (docs/decisions/025-money.md): pending payouts are sent (the money
// left the platform) or failed (it goes back to the creator's available balance), once each, and
// the creator is told either way.

/** The person behind a payout or a payment, as the back office shows them (legal name: transfers go to it). */
export const ADMIN_PERSON_SELECT = { id: true, username: true, email: true, firstName: true, lastName: true } as const;
export type AdminPersonRow = { id: string; username: string; email: string; firstName: string; lastName: string };
export const adminPerson = (u: AdminPersonRow | null) =>
  u ? { _id: u.id, username: u.username, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email } : null;

const ADMIN_PAYOUT_SELECT = { ...PAYOUT_SELECT, creator: { select: ADMIN_PERSON_SELECT } } satisfies Prisma.PayoutSelect;
type AdminPayoutRow = Prisma.PayoutGetPayload<{ select: typeof ADMIN_PAYOUT_SELECT }>;
const adminPayout = (p: AdminPayoutRow): AdminPayoutAnswer => ({ ...payoutAnswer(p), creator: adminPerson(p.creator) });

/** GET /api/admin/payouts: pending ones oldest first (the order to work through them), decided ones newest first. */
export async function listPayoutQueue(q: AdminPayoutListQuery) {
  const where = { status: q.status };
  const orderBy: Prisma.PayoutOrderByWithRelationInput[] =
    q.status === "pending" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [rows, total] = await Promise.all([
    prisma.payout.findMany({ where, orderBy, skip: (q.page - 1) * q.limit, take: q.limit, select: ADMIN_PAYOUT_SELECT }),
    prisma.payout.count({ where }),
  ]);
  return { payouts: rows.map(adminPayout), pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}

/** What the creator is told (words in the dictionaries' NotificationItems, the amount in the reader's locale when read). */
function decisionNotice(p: { amountCents: number; currency: string; methodLabel: string }, status: "sent" | "failed", note: string | undefined) {
  const params = { amountCents: p.amountCents, currency: p.currency, method: p.methodLabel, note: note ?? null };
  return status === "sent" ? content("payout_sent", params) : content("payout_failed", params);
}

/**
 * POST /api/admin/payouts/{id}: a pending payout becomes sent or failed (409 once decided; two
 * admins at once: one wins), its ledger journal is written (sent: paid out; failed: back to the
 * creator's available balance at `now`) and the creator is notified, in one transaction. `adminId`:
 * who decided (null for the demo seed's history).
 */
export async function decidePayout(admin: AuditActor | null, payoutId: string, input: PayoutDecisionInput, now: Date): Promise<AdminPayoutAnswer> {
  const adminId = admin?.id ?? null;
  if (!z.uuid().safeParse(payoutId).success) throw notFound("PAYOUT_NOT_FOUND");
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.payout.updateMany({
      where: { id: payoutId, status: "pending" },
      data: { status: input.status, note: input.note ?? null, decidedAt: now, decidedById: adminId },
    });
    if (count === 0) {
      const exists = await tx.payout.count({ where: { id: payoutId } });
      if (!exists) throw notFound("PAYOUT_NOT_FOUND");
      throw conflict("PAYOUT_ALREADY_DECIDED", { errors: fieldError("status", "PAYOUT_NOT_PENDING") });
    }
    const payout = await tx.payout.findUniqueOrThrow({ where: { id: payoutId }, select: { ...ADMIN_PAYOUT_SELECT, creatorId: true } });
    await postPayoutDecided(tx, { id: payout.id, creatorId: payout.creatorId, amountCents: payout.amountCents, currency: payout.currency }, input.status, now);
    if (payout.creatorId) {
      await notify(
        { recipientId: payout.creatorId, senderId: null, priority: "high", actionUrl: "/earnings", ...decisionNotice(payout, input.status, input.note) },
        tx,
      );
    }
    if (admin) {
      await recordAudit(tx, admin, {
        action: "payout.decide",
        targetType: "payout",
        targetIds: [payout.id, ...(payout.creatorId ? [payout.creatorId] : [])],
        before: { status: "pending" },
        after: { status: input.status, note: input.note ?? null },
      }, now);
    }
    return adminPayout(payout);
  });
}
