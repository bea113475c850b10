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
  /** one of the sender's saved cards (its id); a sender without one is asked to add one first */
  cardId: z.uuid({ error: "Please select one of your saved cards" }),
});
export type TipInput = z.infer<typeof tipSchema>;
