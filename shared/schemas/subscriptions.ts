import { z } from "@/shared/zod";

export const subscribeSchema = z.object({
  creatorId: z.uuid({ error: "creatorId must be a valid id" }),
  /** one of the payer's saved cards (its id) */
  paymentMethod: z.uuid({ error: "Please select one of your saved cards" }),
});
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
