import { z } from "@/shared/zod";
import { bundleMonthsSchema, trialCodeSchema } from "@/shared/schemas/offers";

export const subscribeSchema = z
  .object({
    creatorId: z.uuid({ error: "creatorId must be a valid id" }),
    /** one of the payer's saved cards (its id); with a trial, the card renewals will charge */
    paymentMethod: z.uuid({ error: "Please select one of your saved cards" }),
    /** buy one of the creator's bundles (3, 6 or 12 months at once) */
    bundleMonths: bundleMonthsSchema.optional(),
    /** claim a free trial (the code of a trial link) */
    trialCode: trialCodeSchema.optional(),
    /** the amount the confirmation showed (currency units); a different price now answers 409 PRICE_CHANGED */
    expectedAmount: z.number({ error: "expectedAmount must be a number" }).min(0).max(1_000_000).optional(),
  })
  .refine((v) => !(v.bundleMonths && v.trialCode), { message: "Choose a bundle or a trial, not both", path: ["trialCode"] });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const listStatusSchema = z.enum(["active", "expired", "cancelled", "past_due", "all"], {
  error: "status must be active, expired, cancelled, past_due or all",
});
export type ListStatus = z.infer<typeof listStatusSchema>;

export const subscriptionListQuerySchema = z.object({
  status: listStatusSchema.default("active"),
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, 50)),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
