/**
 * A payment provider (docs/decisions/025-money.md): the card processor behind checkout. The
 * interface fits the high-risk card processors adult platforms use: cards are tokenised by the
 * provider (we keep its token, brand, last 4 and expiry), a charge may need the payer's
 * confirmation on the provider's page (3-D Secure), results and later events (refunds,
 * chargebacks) arrive as signed webhooks. Providers never touch our tables: lib/payments does.
 */

export type CardDetails = { number: string; expiryMonth: number; expiryYear: number; cvc: string; holder: string };

export type CardToken = { token: string; brand: string; last4: string; expiryMonth: number; expiryYear: number };

export type ChargeRequest = {
  token: string;
  amountCents: number;
  currency: string;
  /** the same key for a retried charge: the provider never charges it twice */
  idempotencyKey: string;
  /** what the payer's statement shows (BILLING_DESCRIPTOR) */
  descriptor: string;
  /** where the provider's confirmation page sends the payer back */
  returnUrl: string;
  /** no payer present (a renewal): a card that needs confirmation fails instead */
  offSession: boolean;
};

export type ChargeOutcome =
  | { status: "succeeded"; ref: string }
  | { status: "requires_action"; ref: string; actionUrl: string }
  | { status: "declined"; ref: string | null; code: "card_declined" | "authentication_required" | "expired_card" };

export type ProviderEventType = "charge.succeeded" | "charge.failed" | "charge.refunded" | "charge.chargeback";

export type ProviderEvent = { id: string; type: ProviderEventType; created: number; data: { chargeRef: string; reason?: string } };

export interface PaymentProvider {
  readonly name: string;
  tokenizeCard(card: CardDetails): Promise<CardToken>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Refunds a succeeded charge in full; answers the provider's refund reference. */
  refund(request: { ref: string; idempotencyKey: string; reason: string }): Promise<{ ref: string }>;
}
