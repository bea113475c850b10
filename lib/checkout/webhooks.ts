import { createHmac, timingSafeEqual } from "node:crypto";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { authSecret, env } from "@/lib/env";
import { badRequest, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { completePayment, failPayment } from "@/lib/checkout/complete";
import { reversePayment } from "@/lib/checkout/refunds";
import { isKnownProvider } from "@/lib/payments/provider";
import type { ProviderEvent } from "@/lib/payments/types";
import { z } from "@/shared/zod";

/**
 * The provider's webhooks (docs/decisions/025-money.md): `POST /api/payments/webhooks/{provider}`
 * with `Velvet-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Refused: no or a wrong signature, a timestamp more than TOLERANCE_S away (a replay). The same
 * event id twice has one effect: its id is recorded, and every effect is a state change that
 * happens once (a payment leaves processing once, is reversed once).
 */

export const SIGNATURE_HEADER = "velvet-signature";
const TOLERANCE_S = 300;

/** PAYMENT_WEBHOOK_SECRET, or one derived from AUTH_SECRET (so the embedded default needs nothing more). */
export function webhookSecret(): string {
  const configured = env().PAYMENT_WEBHOOK_SECRET;
  if (configured) return configured;
  return createHmac("sha256", authSecret()).update("velvet payment webhooks").digest("hex");
}

const mac = (secret: string, t: number, body: string) => createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");

/** The signature header for a body (what a provider sends; the test provider and tests sign with it). */
export function signWebhook(body: string, at = new Date(), secret = webhookSecret()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["charge.succeeded", "charge.failed", "charge.refunded", "charge.chargeback"]),
  created: z.number().int(),
  data: z.object({ chargeRef: z.string().min(1).max(200), reason: z.string().max(500).optional() }),
});

/** The event of a correctly signed, fresh body; anything else is refused (400). */
export function verifyWebhook(body: string, header: string | null, now = new Date()): ProviderEvent {
  const parts = Object.fromEntries(
    (header ?? "")
      .split(",")
      .map((p) => p.trim().split("="))
      .filter((kv) => kv.length === 2),
  ) as Record<string, string>;
  const t = Number(parts.t);
  if (!header || !Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) throw badRequest("WEBHOOK_SIGNATURE_MISSING");
  const expected = Buffer.from(mac(webhookSecret(), t, body), "hex");
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, "hex"))) throw badRequest("WEBHOOK_SIGNATURE_INVALID");
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_S) throw badRequest("WEBHOOK_TIMESTAMP_INVALID");
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw badRequest("MALFORMED_JSON");
  }
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) throw badRequest("WEBHOOK_EVENT_UNKNOWN");
  return parsed.data;
}

export type WebhookAnswer = { received: true; duplicate?: true; ignored?: true };

/** Verifies and applies one webhook delivery of `provider`. */
export async function handleWebhook(provider: string, body: string, signature: string | null, now = new Date()): Promise<WebhookAnswer> {
  if (!isKnownProvider(provider)) throw notFound("PAYMENT_PROVIDER_UNKNOWN");
  const event = verifyWebhook(body, signature, now);
  const seen = await prisma.paymentWebhookEvent.findUnique({ where: { provider_eventId: { provider, eventId: event.id } } });
  if (seen) return { received: true, duplicate: true };
  const applied = await applyEvent(provider, event, now);
  try {
    await prisma.paymentWebhookEvent.create({ data: { provider, eventId: event.id, type: event.type, receivedAt: now } });
  } catch (err) {
    // the same event delivered twice at once: its effect happened once (see above)
    if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002")) throw err;
    return { received: true, duplicate: true };
  }
  return applied ? { received: true } : { received: true, ignored: true };
}

async function applyEvent(provider: string, event: ProviderEvent, now: Date): Promise<boolean> {
  const payment = await prisma.payment.findUnique({ where: { provider_providerRef: { provider, providerRef: event.data.chargeRef } } });
  if (!payment) {
    log.warn({ provider, event: event.id, type: event.type }, "webhook for an unknown charge ignored");
    return false;
  }
  switch (event.type) {
    case "charge.succeeded":
      await completePayment(payment.id, event.data.chargeRef, now);
      return true;
    case "charge.failed":
      await failPayment(payment.id, event.data.chargeRef, event.data.reason ?? "card_declined");
      return true;
    case "charge.refunded":
      await reversePayment(payment.id, "refund", event.data.reason ?? "Refunded by the payment provider", now);
      return true;
    case "charge.chargeback":
      await reversePayment(payment.id, "chargeback", event.data.reason ?? "Chargeback", now);
      return true;
  }
}

/** Delivers a provider's event to our own webhook handler, signed, as an outside provider would over HTTP (the built-in test provider). */
export function deliverToSelf(provider: string, event: ProviderEvent, now = new Date()): Promise<WebhookAnswer> {
  const body = JSON.stringify(event);
  return handleWebhook(provider, body, signWebhook(body, now), now);
}
