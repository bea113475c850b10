import { prisma, type Tx } from "@/lib/db";
import { Prisma, type PaymentKind } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { badRequest, conflict, forbidden, paymentRequired, unavailable, fieldError } from "@/lib/errors";
import { log } from "@/lib/log";
import { platformFee } from "@/lib/payments/ledger";
import { providerNamed } from "@/lib/payments/provider";
import { completePayment, failPayment, type Completed } from "@/lib/checkout/complete";
import { requireVerifiedCreator } from "@/lib/users/creator";
import { kysely, type DB } from "@/lib/db/kysely";
import type { WhereInterface } from "kysely";

/**
 * Checkout: the one way a payer's card is charged (docs/decisions/025-money.md). The payment row is
 * written first (status processing, with what it pays for), the provider is called outside any
 * transaction, and its answer is recorded:
 *  - succeeded: completePayment, ONE transaction with the ledger entries and the effect;
 *  - requires_action: the payment waits for the payer's confirmation on the provider's page
 *    (actionUrl); the provider's webhook completes it (lib/checkout/webhooks.ts);
 *  - declined: a checkout leaves nothing (the row is removed) and answers 402; a renewal keeps
 *    the row as failed (lib/checkout/renewals.ts decides what follows).
 */


export type CheckoutInput = {
  payerId: string;
  payeeId: string;
  kind: PaymentKind;
  amountCents: number;
  cardId: string;
  /** the request field that named the card, for the field error ("paymentMethod", "cardId") */
  cardField: string;
  /** the same key for a retried charge (a renewal's period); checkout generates one per attempt */
  idempotencyKey: string;
  /** where the provider's confirmation page sends the payer back (a path of the app) */
  returnPath: string;
  /** a subscription charge: the subscription it renews (absent: starts one) and the period it pays for */
  subscriptionId?: string | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  /** a purchase: the post it buys (lib/checkout/purchase.ts) */
  postId?: string | null;
  /** a renewal: no payer present */
  renewal?: boolean;
  /** a purchase of a pay-per-view message: the message (unlocked when the payment succeeds) */
  messageId?: string | null;
  /** a first subscription charge's offer (lib/offers/quote.ts), applied to the subscription when it succeeds */
  offer?: { bundleMonths: number | null; discountPercent: number | null; promotionId: string | null };
  /**
   * Runs inside the transaction that creates the payment row, after the payer's card is checked:
   * the caller's preconditions (e.g. no running subscription), under its locks.
   */
  guard?: (tx: Tx) => Promise<void>;
};

export type CheckoutResult =
  | ({ status: "succeeded" } & Completed)
  | { status: "requires_action"; paymentId: string; actionUrl: string };

/** The payer's saved card, or the field error: unknown 400, someone else's 403, expired 400. */
export async function payerCard(payerId: string, cardId: string, field: string, now: Date, db: Tx | typeof prisma = prisma) {
  const card = await db.savedCard.findUnique({ where: { id: cardId } });
  if (!card) throw badRequest("CARD_NOT_SELECTED", { errors: fieldError(field, "CARD_UNKNOWN") });
  if (card.userId !== payerId) throw forbidden("CARD_NOT_YOURS");
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expiryYear * 12 + (card.expiryMonth - 1) < month) throw badRequest("CARD_EXPIRED", { errors: fieldError(field, "CARD_EXPIRED_DETAIL") });
  return card;
}

/** A payment still waiting for the payer's confirmation longer than this is given up. */
const PENDING_PAYMENT_MS = 30 * 60 * 1000;

/**
 * In a checkout's guard: the payer's earlier payments for the same thing (a creator's
 * subscription, a post) still waiting for their confirmation past PENDING_PAYMENT_MS are given up
 * (failed, "abandoned"), and the error is thrown when one is still processing or waiting, so a
 * double click or a second tab never charges twice. One statement (the UPDATE in a CTE; the count
 * leaves out the rows it just gave up, which its snapshot still sees as waiting).
 */
export async function assertNoPendingPayment(
  tx: Tx,
  mine: { payerId: string; kind: PaymentKind; payeeId?: string; postId?: string },
  now: Date,
  error: () => Error,
): Promise<void> {
  const filter = <Q extends WhereInterface<DB, "Payment">>(q: Q): Q => {
    let r = q.where("payerId", "=", mine.payerId).where("kind", "=", mine.kind) as Q;
    if (mine.payeeId !== undefined) r = r.where("payeeId", "=", mine.payeeId) as Q;
    if (mine.postId !== undefined) r = r.where("postId", "=", mine.postId) as Q;
    return r;
  };
  const row = await kysely(tx)
    .with("given_up", (db) =>
      filter(db.updateTable("Payment"))
        .where("status", "=", "requires_action")
        .where("createdAt", "<", new Date(now.getTime() - PENDING_PAYMENT_MS))
        .set({ status: "failed", failureCode: "abandoned", actionUrl: null, updatedAt: now })
        .returning("id"),
    )
    .selectFrom((db) =>
      filter(db.selectFrom("Payment"))
        .where("status", "in", ["processing", "requires_action"])
        .where("id", "not in", (q) => q.selectFrom("given_up").select("id"))
        .select("id")
        .limit(1)
        .as("p"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) throw error();
}

export async function checkout(input: CheckoutInput, now = new Date()): Promise<CheckoutResult> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error(`checkout: amountCents must be a positive integer, got ${input.amountCents}`);
  // nobody pays a creator whose identity is not verified (a renewal continues what was paid before)
  if (!input.renewal) await requireVerifiedCreator(input.payeeId);
  const e = env();
  const payment = await prisma
    .$transaction(async (tx) => {
      const card = await payerCard(input.payerId, input.cardId, input.cardField, now, tx);
      await input.guard?.(tx);
      const row = await tx.payment.create({
        data: {
          payerId: input.payerId,
          payeeId: input.payeeId,
          kind: input.kind,
          amountCents: input.amountCents,
          feeCents: platformFee(input.amountCents),
          currency: e.CURRENCY,
          cardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          provider: card.provider,
          status: "processing",
          subscriptionId: input.subscriptionId ?? null,
          periodStart: input.periodStart ?? null,
          periodEnd: input.periodEnd ?? null,
          postId: input.postId ?? null,
          renewal: input.renewal ?? false,
          messageId: input.messageId ?? null,
          bundleMonths: input.offer?.bundleMonths ?? null,
          discountPercent: input.offer?.discountPercent ?? null,
          promotionId: input.offer?.promotionId ?? null,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        },
      });
      // the card was just read: its token goes to the provider (no second read of it)
      return { ...row, providerToken: card.providerToken };
    })
    .catch((err: unknown) => {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw conflict("PAYMENT_IN_PROGRESS");
      throw err;
    });

  let outcome;
  try {
    outcome = await providerNamed(payment.provider).charge({
      token: payment.providerToken,
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: payment.idempotencyKey,
      descriptor: e.BILLING_DESCRIPTOR,
      returnUrl: input.returnPath,
      offSession: payment.renewal,
    });
  } catch (err) {
    // the provider could not be reached: nothing was charged as far as we know; the payment stays
    // processing for a renewal (retried with the same key), a checkout is given up
    log.error({ err, paymentId: payment.id }, "payment provider call failed");
    if (!payment.renewal) await prisma.payment.deleteMany({ where: { id: payment.id, status: "processing" } });
    throw unavailable("PAYMENT_FAILED");
  }

  if (outcome.status === "succeeded") return { status: "succeeded", ...(await completePayment(payment.id, outcome.ref, now)) };
  if (outcome.status === "requires_action") {
    await prisma.payment.update({ where: { id: payment.id }, data: { status: "requires_action", providerRef: outcome.ref, actionUrl: outcome.actionUrl } });
    return { status: "requires_action", paymentId: payment.id, actionUrl: outcome.actionUrl };
  }
  if (payment.renewal) await failPayment(payment.id, outcome.ref, outcome.code);
  else await prisma.payment.deleteMany({ where: { id: payment.id, status: "processing" } });
  throw paymentRequired(outcome.code === "expired_card" ? "CARD_EXPIRED" : "CARD_DECLINED");
}
