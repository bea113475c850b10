import { z } from "@/shared/zod";
import { FILL_ALL_FIELDS } from "@/shared/validation/card";

// Request bodies of the wallet endpoints. Their rules beyond the shape are in
// shared/validation/card.ts and payout.ts, run by lib/wallet and by the forms.

/** POST /api/users/cards. The number and CVV are checked, then dropped: only brand, last 4 and expiry are kept. */
export const cardInputSchema = z.object({
  cardNumber: z.string({ error: FILL_ALL_FIELDS }).transform((v) => v.replace(/[\s-]/g, "")),
  cardholderName: z.string({ error: FILL_ALL_FIELDS }).trim().max(100, "Cardholder name is too long"),
  expiryMonth: z.union([z.string(), z.number()], { error: FILL_ALL_FIELDS }).transform((v) => String(v).trim()),
  expiryYear: z.union([z.string(), z.number()], { error: FILL_ALL_FIELDS }).transform((v) => String(v).trim()),
  cvv: z.union([z.string(), z.number()], { error: FILL_ALL_FIELDS }).transform((v) => String(v).trim()),
});
export type CardInput = z.infer<typeof cardInputSchema>;

const opt = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

/** POST /api/users/payout-methods. */
export const payoutInputSchema = z.object({
  type: z.enum(["bank", "paypal", "stripe"], { error: "Please choose bank, paypal or stripe" }),
  accountName: opt(100),
  bankName: opt(100),
  accountNumber: opt(64),
  routingNumber: opt(34),
  paypalEmail: opt(254),
  stripeAccount: opt(100),
});
export type PayoutInput = z.infer<typeof payoutInputSchema>;
