import type { PayoutInput } from "@/shared/schemas/wallet";

export type PayoutType = "bank" | "paypal" | "stripe";

export interface PayoutForm {
  type: PayoutType;
  accountName: string;
  bankName: string;
  accountNumber: string;
  routingNumber: string;
  paypalEmail: string;
  stripeAccount: string;
}

export const emptyPayoutForm = (type: PayoutType = "bank"): PayoutForm => ({
  type,
  accountName: "",
  bankName: "",
  accountNumber: "",
  routingNumber: "",
  paypalEmail: "",
  stripeAccount: "",
});

/** The JSON body for POST /api/users/payout-methods: only the chosen type's fields (as the schema gave them: trimmed, empty ones absent). */
export function payoutBody(input: PayoutInput): Record<string, string> {
  if (input.type === "paypal") return { type: "paypal", paypalEmail: input.paypalEmail ?? "" };
  if (input.type === "stripe") return { type: "stripe", stripeAccount: input.stripeAccount ?? "" };
  const body: Record<string, string> = { type: "bank", accountName: input.accountName ?? "", accountNumber: input.accountNumber ?? "" };
  if (input.bankName) body.bankName = input.bankName;
  if (input.routingNumber) body.routingNumber = input.routingNumber;
  return body;
}
