import { z } from "@/shared/zod";
import { hasAtMostTwoDecimals, isAtLeastOneCent } from "@/shared/validation/amount";

// Inputs of a creator's money endpoints (earnings, statement, chart series, payouts) and of the
// admin's payout and payment lists (docs/decisions/025-money.md). The payout form validates with
// payoutRequestSchema too (the minimum and the available balance are the server's to check).

const page = z.coerce.number({ error: "page must be a number" }).int().min(1, "page must be at least 1").max(100000).default(1);
const limit = (byDefault: number) =>
  z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .default(byDefault)
    .transform((n) => Math.min(n, 50));

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const INVALID_MONTH = "month must be YYYY-MM";

/** A page of a statement: where the previous one ended (its createdAt in ms, ".", its id). */
export const STATEMENT_CURSOR = /^\d{1,15}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Entries in one JSON page of a statement, by default and at most. */
export const STATEMENT_PAGE = 50;
export const STATEMENT_PAGE_MAX = 500;

/** GET /api/users/earnings/statement?month=YYYY-MM[&format=csv][&cursor&limit]; no month = the current month (UTC). */
export const statementQuerySchema = z.object({
  month: z
    .string({ error: INVALID_MONTH })
    .trim()
    .regex(MONTH_PATTERN, INVALID_MONTH)
    .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, INVALID_MONTH)
    .optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
  cursor: z.string({ error: "cursor is not valid" }).trim().regex(STATEMENT_CURSOR, "cursor is not valid").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .default(STATEMENT_PAGE)
    .transform((n) => Math.min(n, STATEMENT_PAGE_MAX)),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const SERIES_RANGES = ["30d", "12m"] as const;
export type SeriesRange = (typeof SERIES_RANGES)[number];

/** GET /api/users/earnings/series?range=30d|12m: net earned per day (30 days) or per month (12 months). */
export const seriesQuerySchema = z.object({
  range: z.enum(SERIES_RANGES, { error: "range must be 30d or 12m" }).default("30d"),
});
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;

export const INVALID_PAYOUT_AMOUNT = "Please enter a valid amount";
/** The largest payout one request may ask for, in currency units (a bound on input, not a business rule). */
export const MAX_PAYOUT_REQUEST = 1_000_000;

/** POST /api/users/payouts {amount}: a decimal amount of the currency (the minimum and the balance are checked by the server). */
export const payoutRequestSchema = z.object({
  amount: z
    .number({ error: INVALID_PAYOUT_AMOUNT })
    .finite(INVALID_PAYOUT_AMOUNT)
    .refine(isAtLeastOneCent, INVALID_PAYOUT_AMOUNT)
    .max(MAX_PAYOUT_REQUEST, INVALID_PAYOUT_AMOUNT)
    .refine(hasAtMostTwoDecimals, "Amounts have at most 2 decimals"),
});
export type PayoutRequestInput = z.infer<typeof payoutRequestSchema>;

/** The server's refusals of a payout request (errors.amount), which the payout form shows in the reader's language. */
export const NO_PAYOUT_METHOD = "Add a payout method first";
export const MORE_THAN_AVAILABLE = "The amount is more than your available balance";
export const belowMinimum = (minimum: number) => `The smallest payout is ${minimum}`;

/** GET /api/users/payouts?page&limit: newest first. */
export const payoutListQuerySchema = z.object({ page, limit: limit(20) });
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

export const PAYOUT_STATUSES = ["pending", "sent", "failed"] as const;

/** GET /api/admin/payouts?status&page&limit: the queue (pending by default), oldest first while pending. */
export const adminPayoutListQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: "status must be pending, sent or failed" }).default("pending"),
  page,
  limit: limit(50),
});
export type AdminPayoutListQuery = z.infer<typeof adminPayoutListQuerySchema>;

export const NOTE_MAX = 500;

/** POST /api/admin/payouts/{id} {status, note?}: a pending payout is sent or failed (once). */
export const payoutDecisionSchema = z.object({
  status: z.enum(["sent", "failed"], { error: "status must be sent or failed" }),
  note: z
    .string({ error: "note must be text" })
    .trim()
    .max(NOTE_MAX, `The note is too long (${NOTE_MAX} characters max)`)
    .optional()
    .transform((v) => v || undefined),
});
export type PayoutDecisionInput = z.infer<typeof payoutDecisionSchema>;

export const PAYMENT_STATUSES = ["processing", "requires_action", "succeeded", "failed", "refunded", "charged_back"] as const;
export const PAYMENT_KINDS = ["subscription", "tip", "purchase"] as const;

/** GET /api/admin/payments?status&kind&q&page&limit: newest first; q searches payer and creator (username, e-mail, name). */
export const adminPaymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(PAYMENT_KINDS, { error: `kind must be one of ${PAYMENT_KINDS.join(", ")}` }).optional(),
  q: z.string().trim().max(200, "q is too long (200 characters max)").optional().transform((v) => v || undefined),
  page,
  limit: limit(50),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;
