import { z } from "@/shared/zod";
import { hasAtMostTwoDecimals, isAtLeastOneCent } from "@/shared/validation/amount";

export const MAX_TIP = 10000;

export const tipSchema = z.object({
  recipientUsername: z.string({ error: "recipientUsername is required" }).trim().min(1, "recipientUsername is required").max(64),
  amount: z
    .number({ error: "Please enter a valid amount" })
    .finite("Please enter a valid amount")
    .refine(isAtLeastOneCent, "Please enter a valid amount")
    .max(MAX_TIP, `A tip can be at most ${MAX_TIP}`)
    .refine(hasAtMostTwoDecimals, "Amounts have at most 2 decimals"),
  cardId: z.uuid({ error: "Please select a valid payment method" }).optional().nullable(),
});
export type TipInput = z.infer<typeof tipSchema>;
