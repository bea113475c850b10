import { z } from "zod";
import { challengeAnswerSchema, paymentListQuerySchema, refundSchema } from "@/shared/schemas/payments";
import { ListPagination, PaymentListItem, PaymentSummary, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Payments";

export const paymentOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/payments",
    operationId: "listPayments",
    tag,
    summary: "What the viewer paid",
    description: `Every charge of the viewer's cards, newest first: kind, amount, currency, the creator, the card as it
was when paying, and its status (requires_action while waiting for the payer's confirmation; refunded,
charged_back after a reversal). \`page\` (default 1), \`limit\` (default 20, at most 100).`,
    auth: "bearer",
    query: paymentListQuerySchema,
    answers: [{ status: 200, description: "a page of payments", schema: z.object({ success: successTrue, payments: z.array(PaymentListItem), pagination: ListPagination }) }],
  },
  {
    method: "POST",
    path: "/api/payments/webhooks/{provider}",
    operationId: "paymentWebhook",
    tag,
    summary: "The payment provider's signed events",
    description: `Header \`Velvet-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(PAYMENT_WEBHOOK_SECRET, "<t>.<raw body>")>\`.
Body \`{id, type, created, data: {chargeRef, reason?}}\`, type one of charge.succeeded, charge.failed,
charge.refunded, charge.chargeback. Unsigned, wrongly signed or stale (more than 5 minutes) deliveries are
refused; the same event id twice has one effect (\`duplicate: true\`); an unknown charge is acknowledged
and ignored. A refund or chargeback reverses the payment: reversing ledger entries, the access it paid
for ends, the fan and the creator are notified.`,
    auth: "none",
    params: { provider: { description: "the provider's name (PAYMENT_PROVIDER), e.g. test" } },
    answers: [
      {
        status: 200,
        description: "received",
        schema: z.object({ success: successTrue, received: z.literal(true), duplicate: z.literal(true).optional(), ignored: z.literal(true).optional() }),
      },
    ],
    errors: { 400: "missing, malformed, wrong or stale signature; an unknown event", 404: "an unknown provider", 413: "a body over 64 KB" },
  },
  {
    method: "GET",
    path: "/api/payments/test-provider/{ref}",
    operationId: "testProviderChallenge",
    tag,
    summary: "The test provider's confirmation step (3-D Secure stand-in)",
    description: `Only with PAYMENT_PROVIDER=test. What the page /payments/test-provider/{ref} shows: the amount, the
billing descriptor, the charge's status at the provider, and where to go back to (\`?return=\`, a path of
this app; anything else becomes /).`,
    auth: "none",
    params: { ref: { description: "the provider's charge reference" } },
    answers: [
      {
        status: 200,
        description: "the charge",
        schema: z.object({ success: successTrue, ref: z.string(), amount: z.number(), currency: z.string(), descriptor: z.string(), status: z.string(), returnUrl: z.string() }),
      },
    ],
    errors: { 404: "unknown charge, or another provider configured" },
  },
  {
    method: "POST",
    path: "/api/payments/test-provider/{ref}",
    operationId: "answerTestProviderChallenge",
    tag,
    summary: "Confirm or cancel a payment on the test provider's page",
    description: `The provider settles its charge (succeeded or declined) and sends its signed webhook to the app, which
completes the payment (and what it pays for) or fails it. Answering twice changes nothing.`,
    auth: "none",
    params: { ref: { description: "the provider's charge reference" } },
    body: { json: challengeAnswerSchema },
    answers: [{ status: 200, description: "answered", schema: z.object({ success: successTrue, status: z.string(), returnUrl: z.string() }) }],
    errors: { 404: "unknown charge, or another provider configured", 429: "over 30 answers a minute" },
  },
  {
    method: "POST",
    path: "/api/admin/payments/{id}/refund",
    operationId: "refundPayment",
    tag,
    summary: "Refund a payment (admin)",
    description: `The provider refunds the charge in full, then the payment is reversed in one transaction: status
refunded, reversing ledger entries (the creator's part leaves their balance at once; it may go negative and
is recovered from later earnings), the subscription period it paid for ends now, the fan and the creator
are notified. Refunding a refunded payment changes nothing.`,
    auth: "admin",
    params: { id: { description: "the payment's id" } },
    body: { json: refundSchema },
    answers: [{ status: 200, description: "refunded", schema: z.object({ success: successTrue, message: z.string(), payment: PaymentSummary }) }],
    errors: { 400: "no reason, or a payment that did not succeed", 404: "unknown payment" },
  },
];
