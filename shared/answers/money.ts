import { z } from "@/shared/zod";
import { time, uuid } from "@/shared/answers/common";

// The answers of a creator's money (earnings, statement, chart series, payouts) and of the
// admin's payout queue and payment list (docs/decisions/025-money.md). lib/payments builds them
// typed by these; the OpenAPI document describes them; the earnings page and the admin area type
// what they receive with them.

const amount = z.number().meta({ description: "in currency units (decimal; stored as integer hundredths)" });
const currency = z.string().meta({ description: "ISO 4217 (the platform's CURRENCY)" });

export const Earnings = z
  .object({
    success: z.literal(true),
    currency,
    pending: amount.meta({ description: "earnings still on hold (available after PAYOUT_HOLD_DAYS)" }),
    available: amount.meta({ description: "what a payout may ask for now (may be negative after a refund)" }),
    paidOut: amount.meta({ description: "payouts sent" }),
    lifetime: amount.meta({ description: "net earned: charges less refunds and chargebacks, after the platform fee" }),
    byKind: z.object({ subscription: amount, tip: amount, purchase: amount }).meta({ description: "lifetime per payment kind" }),
    minPayout: amount.meta({ description: "the smallest payout (MIN_PAYOUT)" }),
  })
  .meta({ id: "Earnings" });
export type EarningsAnswer = z.output<typeof Earnings>;

export const STATEMENT_KINDS = ["subscription", "tip", "purchase", "payout"] as const;
/** pending/available: a charge's earnings; refunded, charged_back: a reversal; in_transit, sent, failed: a payout's request; returned: a failed payout's amount back. */
export const STATEMENT_STATUSES = ["pending", "available", "refunded", "charged_back", "in_transit", "sent", "failed", "returned"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const StatementEntry = z
  .object({
    date: time,
    kind: z.enum(STATEMENT_KINDS),
    fan: z.object({ publicName: z.string() }).nullable().meta({ description: "the payer as others see them; null for payouts and deleted accounts" }),
    gross: amount.nullable().meta({ description: "what the fan paid (negative for a reversal); null for payouts" }),
    fee: amount.nullable().meta({ description: "the platform's part (negative for a reversal); null for payouts" }),
    net: amount.meta({ description: "the change of the creator's balance" }),
    status: z.enum(STATEMENT_STATUSES),
    availableOn: time.meta({ description: "when the amount is (or was) available for payout" }),
  })
  .meta({ id: "StatementEntry", description: "One entry of a creator's balance." });
export type StatementEntryAnswer = z.output<typeof StatementEntry>;

export const Statement = z
  .object({
    success: z.literal(true),
    month: z.string().meta({ description: "YYYY-MM (UTC)" }),
    currency,
    entries: z.array(StatementEntry).meta({ description: "oldest first: in JSON a page (`limit`, 50 by default, after `cursor`), in CSV the whole month" }),
    totals: z.object({
      gross: amount,
      fee: amount,
      net: amount.meta({ description: "net earned in the month (charges less reversals)" }),
      payouts: amount.meta({ description: "payouts asked for less failed payouts returned (zero or negative)" }),
    }),
    truncated: z.boolean().meta({ description: "true when the month has more entries than this answer holds (JSON: the next page's; CSV: past 10,000)" }),
    nextCursor: z.string().nullable().meta({ description: "JSON: the `cursor` of the next page, null on the last one" }),
  })
  .meta({ id: "Statement" });
export type StatementAnswer = z.output<typeof Statement>;

export const EarningsSeries = z
  .object({
    success: z.literal(true),
    range: z.enum(["30d", "12m"]),
    currency,
    points: z
      .array(z.object({ date: z.string().meta({ description: "YYYY-MM-DD (30d) or YYYY-MM (12m), UTC" }), net: amount }))
      .meta({ description: "oldest first, zero-filled, the current day or month last" }),
  })
  .meta({ id: "EarningsSeries" });
export type EarningsSeriesAnswer = z.output<typeof EarningsSeries>;

export const Payout = z
  .object({
    _id: uuid,
    amount,
    currency,
    status: z.enum(["pending", "sent", "failed"]),
    method: z.string().meta({ description: "the payout method as it was when asked for" }),
    note: z.string().nullable().meta({ description: "the transfer's reference (sent) or the reason (failed)" }),
    createdAt: time,
    decidedAt: time.nullable(),
  })
  .meta({ id: "Payout" });
export type PayoutAnswer = z.output<typeof Payout>;

const Person = z.object({ _id: uuid, username: z.string(), name: z.string(), email: z.string() });

export const AdminPayout = Payout.extend({
  creator: Person.nullable().meta({ description: "null when the account was deleted" }),
}).meta({ id: "AdminPayout" });
export type AdminPayoutAnswer = z.output<typeof AdminPayout>;

export const AdminPayment = z
  .object({
    _id: uuid,
    kind: z.enum(["subscription", "tip", "purchase"]),
    amount,
    fee: amount,
    currency,
    status: z.enum(["processing", "requires_action", "succeeded", "failed", "refunded", "charged_back"]),
    payer: Person.nullable(),
    creator: Person.nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }),
    refundReason: z.string().nullable(),
    createdAt: time,
  })
  .meta({ id: "AdminPayment" });
export type AdminPaymentAnswer = z.output<typeof AdminPayment>;
