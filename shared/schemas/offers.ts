import { z } from "@/shared/zod";
import { BUNDLE_MONTHS, MAX_DISCOUNT_PERCENT } from "@/shared/pricing";

// Inputs of a creator's offers (issue 21): bundles, promotions, free-trial links. Amounts are in
// the pricing function (shared/pricing.ts); these are the percentages, lengths and limits.

const percent = z
  .number({ error: "discountPercent must be a whole number" })
  .int("discountPercent must be a whole number")
  .min(1, "discountPercent must be at least 1")
  .max(MAX_DISCOUNT_PERCENT, `discountPercent must be at most ${MAX_DISCOUNT_PERCENT}`);

export const bundleMonthsSchema = z.union(
  BUNDLE_MONTHS.map((m) => z.literal(m)),
  { error: "months must be 3, 6 or 12" },
);

/** PUT /api/users/subscription-bundles: the whole set (an empty list removes every bundle). */
export const subscriptionBundlesSchema = z.object({
  bundles: z
    .array(z.object({ months: bundleMonthsSchema, discountPercent: percent }))
    .max(BUNDLE_MONTHS.length, `At most ${BUNDLE_MONTHS.length} bundles`)
    .refine((list) => new Set(list.map((b) => b.months)).size === list.length, "One bundle per length"),
});
export type SubscriptionBundlesInput = z.infer<typeof subscriptionBundlesSchema>;

const future = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() > Date.now(), `${label} must be in the future`)
    .refine((d) => d.getTime() < Date.now() + 366 * 24 * 60 * 60 * 1000, `${label} must be within a year`);

/** POST /api/users/promotions. */
export const promotionSchema = z.object({
  discountPercent: percent,
  /** new: fans who never subscribed to you; expired: fans whose subscription ended; both */
  audience: z.enum(["new", "expired", "both"], { error: "audience must be new, expired or both" }),
  /** how many fans may claim it; absent or null: no limit */
  maxClaims: z.number({ error: "maxClaims must be a whole number" }).int().min(1).max(100_000).nullable().optional(),
  endsAt: future("endsAt"),
});
export type PromotionInput = z.infer<typeof promotionSchema>;

/** POST /api/users/trial-links. */
export const trialLinkSchema = z.object({
  days: z.number({ error: "days must be a whole number" }).int("days must be a whole number").min(1, "days must be 1 to 30").max(30, "days must be 1 to 30"),
  maxClaims: z.number({ error: "maxClaims must be a whole number" }).int().min(1, "maxClaims must be at least 1").max(100_000),
  expiresAt: future("expiresAt"),
});
export type TrialLinkInput = z.infer<typeof trialLinkSchema>;

/** A trial link's code: what follows ?trial= in its URL. */
export const trialCodeSchema = z.string({ error: "trialCode must be text" }).regex(/^[A-Za-z0-9_-]{8,64}$/, "Unknown trial code");

/** GET /api/users/{username}/offers?trial=CODE */
export const offersQuerySchema = z.object({ trial: trialCodeSchema.optional() });

/** An id in a path (a promotion's). */
export const idParamSchema = z.uuid({ error: "Unknown id" });
