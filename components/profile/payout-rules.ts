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

const REQUIRED: Record<PayoutType, (keyof PayoutForm)[]> = {
  bank: ["accountName", "accountNumber"],
  paypal: ["paypalEmail"],
  stripe: ["stripeAccount"],
};

/** SPEC section 5: bank needs accountName + accountNumber, paypal paypalEmail, stripe stripeAccount. */
export function payoutFormComplete(form: PayoutForm): boolean {
  return REQUIRED[form.type].every((key) => form[key].trim() !== "");
}

/** The JSON body for POST /api/users/payout-methods: only the chosen type's fields, trimmed. */
export function payoutBody(form: PayoutForm): Record<string, string> {
  const t = (s: string) => s.trim();
  if (form.type === "paypal") return { type: "paypal", paypalEmail: t(form.paypalEmail) };
  if (form.type === "stripe") return { type: "stripe", stripeAccount: t(form.stripeAccount) };
  const body: Record<string, string> = { type: "bank", accountName: t(form.accountName), accountNumber: t(form.accountNumber) };
  if (t(form.bankName)) body.bankName = t(form.bankName);
  if (t(form.routingNumber)) body.routingNumber = t(form.routingNumber);
  return body;
}
