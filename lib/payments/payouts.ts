import { sql } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import { badRequest, type ErrorCode, type ErrorParams, fieldError } from "@/lib/errors";
import { availableCents } from "@/lib/payments/earnings";
import { postPayoutRequested } from "@/lib/payments/ledger";
import { payoutAnswer, PAYOUT_SELECT } from "@/lib/payments/payout-answer";
import type { PayoutAnswer } from "@/shared/answers/money";
import { type PayoutListQuery, type PayoutRequestInput } from "@/shared/schemas/earnings";
import { toCents } from "@/shared/validation/amount";
import { requireVerifiedCreator } from "@/lib/users/creator";
import { payoutMethodLabel } from "@/shared/validation/payout";

/**
 * Serialises the money moves of one creator: a row lock on the creator's own User row for the
 * rest of the transaction (FOR NO KEY UPDATE, so rows that merely reference the user, such as
 * notifications or likes, are not held up). Two payout requests of one creator run one after the
 * other: the second reads the balance the first left.
 */
async function lockCreator(tx: Tx, creatorId: string): Promise<boolean> {
  const row = await kysely(tx).selectFrom("User").select(sql.lit(1).as("one")).where("id", "=", creatorId).forNoKeyUpdate().executeTakeFirst();
  return Boolean(row);
}

/**
 * POST /api/users/payouts: the creator asks to be paid `amount` to their default payout method.
 * Refused (400, errors.amount) without a payout method, below MIN_PAYOUT, or above the available
 * balance at `now`. The payout row and its ledger journal (creator_balance -A, in transit +A)
 * commit together, with the creator locked, so concurrent requests never overdraw.
 */
export async function requestPayout(creatorId: string, input: PayoutRequestInput, now: Date): Promise<PayoutAnswer> {
  const amountCents = toCents(input.amount);
  const { CURRENCY, MIN_PAYOUT } = env();
  const refuse = (code: ErrorCode, params?: ErrorParams) => badRequest(code, { params, errors: fieldError("amount", code, params) });
  return prisma.$transaction(async (tx) => {
    if (!(await lockCreator(tx, creatorId))) throw refuse("NO_PAYOUT_METHOD");
    await requireVerifiedCreator(creatorId, tx);
    // FOR SHARE: the method cannot be deleted before this transaction ends (the row keeps its label anyway)
    const method = await kysely(tx)
      .selectFrom("PayoutMethod")
      .select(["id", "type", "accountName", "bankName", "accountLast4", "paypalEmail", "stripeAccount"])
      .where("userId", "=", creatorId)
      .where("isDefault", "=", true)
      .forShare()
      .executeTakeFirst();
    if (!method) throw refuse("NO_PAYOUT_METHOD");
    if (amountCents < toCents(MIN_PAYOUT)) throw refuse("PAYOUT_BELOW_MINIMUM", { min: MIN_PAYOUT });
    if (amountCents > (await availableCents(tx, creatorId, now))) throw refuse("PAYOUT_ABOVE_AVAILABLE");
    const payout = await tx.payout.create({
      data: { creatorId, amountCents, currency: CURRENCY, payoutMethodId: method.id, methodLabel: payoutMethodLabel(method), createdAt: now },
      select: PAYOUT_SELECT,
    });
    await postPayoutRequested(tx, { id: payout.id, creatorId, amountCents, currency: CURRENCY }, now);
    return payoutAnswer(payout);
  });
}

/** GET /api/users/payouts: the creator's own payouts, newest first. */
export async function listPayouts(creatorId: string, q: PayoutListQuery) {
  const where = { creatorId };
  const [rows, total] = await Promise.all([
    prisma.payout.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.limit, take: q.limit, select: PAYOUT_SELECT }),
    prisma.payout.count({ where }),
  ]);
  return {
    payouts: rows.map(payoutAnswer),
    pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit },
  };
}
