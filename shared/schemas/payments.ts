import { z } from "@/shared/zod";

/** POST /api/payments/test-provider/{ref}: the payer's answer on the provider's confirmation page. */
export const challengeAnswerSchema = z.object({
  decision: z.enum(["confirm", "cancel"], { error: "decision must be confirm or cancel" }),
});

/** POST /api/admin/payments/{id}/refund. */
export const refundSchema = z.object({
  reason: z.string({ error: "Please give a reason" }).trim().min(3, "Please give a reason").max(500, "The reason is too long"),
});

/** GET /api/users/payments. */
export const paymentListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100000).default(1),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, 100)),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
