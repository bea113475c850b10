import { z } from "@/shared/zod";
import { INVALID_PAYOUT_AMOUNT, MORE_THAN_AVAILABLE, NO_PAYOUT_METHOD, payoutRequestSchema } from "@/shared/schemas/earnings";
import { amountFromText } from "./money-forms";
import type { FormTexts } from "./issue-text";

/**
 * POST /api/users/payouts: the amount as typed ("50", "50,5"), checked with the handler's schema;
 * the server's refusals (no method, below the minimum, more than available) come back on `amount`
 * and are shown in the reader's language (the minimum's wording carries the amount: the form
 * matches it itself).
 */
export const payoutRequestForm = {
  schema: z.preprocess(
    (v) => (v && typeof v === "object" && "amount" in v && typeof v.amount === "string" ? { amount: amountFromText(v.amount) } : v),
    payoutRequestSchema,
  ),
  texts: {
    messages: {
      [INVALID_PAYOUT_AMOUNT]: "Earnings.payoutInvalidAmount",
      "Amounts have at most 2 decimals": "Earnings.payoutDecimals",
      [NO_PAYOUT_METHOD]: "Earnings.payoutNoMethod",
      [MORE_THAN_AVAILABLE]: "Earnings.payoutAboveAvailable",
      // the server's codes for the same refusals
      NO_PAYOUT_METHOD: "Earnings.payoutNoMethod",
      PAYOUT_ABOVE_AVAILABLE: "Earnings.payoutAboveAvailable",
    },
    otherwise: "Earnings.payoutRequestFailed",
  } satisfies FormTexts,
};
