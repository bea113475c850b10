import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { appUrl } from "@/lib/env";
import { badRequest, notFound } from "@/lib/errors";
import { cardBrand } from "@/shared/validation/card";
import type { CardDetails, CardToken, ChargeOutcome, ChargeRequest, PaymentProvider, ProviderEvent } from "@/lib/payments/types";

/**
 * The built-in test provider (docs/decisions/025-money.md), the embedded default: it behaves like
 * a card processor for high-risk merchants and keeps its own records, as an outside processor
 * would (TestProviderCard: token -> behaviour, brand, last 4, expiry; never the number;
 * TestProviderCharge). Test cards, by number:
 *   4242 4242 4242 4242  pays
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 3220  needs the payer's confirmation on the provider's page (3-D Secure);
 *                        without a payer (a renewal) it is declined
 *   any other number     pays
 * Its confirmation page (/payments/test-provider/{ref}) settles the charge and sends the signed
 * webhook `charge.succeeded` (or `charge.failed`), which lib/checkout/webhooks.ts handles.
 */

export const TEST_PROVIDER = "test";

type Behaviour = "succeed" | "decline" | "challenge";

const BEHAVIOURS: Record<string, Behaviour> = {
  "4000000000000002": "decline",
  "4000000000003220": "challenge",
};

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function tokenizeCard(card: CardDetails): Promise<CardToken> {
  const row = await prisma.testProviderCard.create({
    data: {
      token: token("tok"),
      behaviour: BEHAVIOURS[card.number] ?? "succeed",
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    },
  });
  return { token: row.token, brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear };
}

/** The URL of the provider's confirmation page for a charge (under the app, as the provider is built in). */
export function challengeUrl(ref: string, returnUrl: string): string {
  return `${appUrl()}/payments/test-provider/${encodeURIComponent(ref)}?return=${encodeURIComponent(returnUrl)}`;
}

async function charge(request: ChargeRequest): Promise<ChargeOutcome> {
  const card = await prisma.testProviderCard.findUnique({ where: { token: request.token } });
  if (!card) return { status: "declined", ref: null, code: "card_declined" };
  const status =
    card.behaviour === "decline"
      ? "declined"
      : card.behaviour === "challenge"
        ? request.offSession
          ? "declined"
          : "requires_action"
        : "succeeded";
  // the same idempotency key answers the first charge's outcome, never a second charge
  const existing = await prisma.testProviderCharge.findUnique({ where: { idempotencyKey: request.idempotencyKey } });
  const row =
    existing ??
    (await prisma.testProviderCharge
      .create({
        data: { ref: token("ch"), token: request.token, amountCents: request.amountCents, currency: request.currency, status, idempotencyKey: request.idempotencyKey },
      })
      .catch(async (err: unknown) => {
        if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
          return prisma.testProviderCharge.findUniqueOrThrow({ where: { idempotencyKey: request.idempotencyKey } });
        }
        throw err;
      }));
  if (row.status === "declined") {
    return { status: "declined", ref: row.ref, code: card.behaviour === "challenge" ? "authentication_required" : "card_declined" };
  }
  if (row.status === "requires_action") return { status: "requires_action", ref: row.ref, actionUrl: challengeUrl(row.ref, request.returnUrl) };
  return { status: "succeeded", ref: row.ref };
}

async function refund(request: { ref: string; idempotencyKey: string; reason: string }): Promise<{ ref: string }> {
  const row = await prisma.testProviderCharge.findUnique({ where: { ref: request.ref } });
  if (!row) throw notFound("CHARGE_NOT_FOUND");
  if (row.status !== "succeeded" && row.status !== "refunded") throw badRequest("CHARGE_NOT_PAID");
  if (row.status === "succeeded") await prisma.testProviderCharge.update({ where: { ref: row.ref }, data: { status: "refunded" } });
  return { ref: `re_${row.ref}` };
}

export const testProvider: PaymentProvider = { name: TEST_PROVIDER, tokenizeCard, charge, refund };

/** What the provider's confirmation page shows of a charge waiting for the payer. */
export async function challengeDetails(ref: string) {
  const row = await prisma.testProviderCharge.findUnique({ where: { ref } });
  if (!row) throw notFound("PAYMENT_NOT_FOUND");
  return { ref: row.ref, amountCents: row.amountCents, currency: row.currency, status: row.status };
}

/**
 * The payer's answer on the confirmation page: the charge succeeds or fails at the provider, and
 * the provider tells the merchant with a webhook event (returned, for the caller to deliver). A
 * charge already answered gives no new event.
 */
export async function answerChallenge(ref: string, decision: "confirm" | "cancel"): Promise<{ status: string; event: ProviderEvent | null }> {
  const next = decision === "confirm" ? "succeeded" : "declined";
  const updated = await prisma.testProviderCharge.updateMany({ where: { ref, status: "requires_action" }, data: { status: next } });
  const row = await prisma.testProviderCharge.findUnique({ where: { ref } });
  if (!row) throw notFound("PAYMENT_NOT_FOUND");
  if (updated.count === 0) return { status: row.status, event: null };
  const event: ProviderEvent = {
    id: token("evt"),
    type: decision === "confirm" ? "charge.succeeded" : "charge.failed",
    created: Math.floor(Date.now() / 1000),
    data: { chargeRef: ref, ...(decision === "cancel" ? { reason: "authentication_failed" } : {}) },
  };
  return { status: row.status, event };
}
