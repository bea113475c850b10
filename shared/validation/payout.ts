import { z } from "@/shared/zod";
import type { ErrorCode } from "@/shared/errors/codes";

// The payout-method rules (SPEC section 5): checked by the server before a method is saved
// (lib/wallet/payout-methods.ts) and by the payout form (client/forms/money-forms.ts).

export const FILL_REQUIRED_FIELDS = "Please fill all required fields";

export interface PayoutFields {
  type: "bank" | "paypal" | "stripe";
  accountName?: string;
  accountNumber?: string;
  paypalEmail?: string;
  stripeAccount?: string;
}

/** A refusal: the message the server answers, the field it concerns, and the field error it lists (if any). */
export type PayoutProblem = { field: keyof PayoutFields; message: string; detail?: string; code: ErrorCode; detailCode?: ErrorCode };

/** A bank account number as typed, without spaces and dashes. */
export const accountDigits = (accountNumber: string | undefined): string => (accountNumber ?? "").replace(/[\s-]/g, "");

/**
 * Checks a method as the input schema gives it (shared/schemas/wallet.ts: fields trimmed, empty
 * ones absent): bank needs an account name and a 4-34 letter-or-digit account number, PayPal a
 * valid e-mail, Stripe an account id. Null when it may be saved.
 */
export function checkPayout(input: PayoutFields): PayoutProblem | null {
  if (input.type === "bank") {
    const digits = accountDigits(input.accountNumber);
    if (!input.accountName) return { field: "accountName", message: FILL_REQUIRED_FIELDS, code: "FILL_REQUIRED_FIELDS" };
    if (!digits) return { field: "accountNumber", message: FILL_REQUIRED_FIELDS, code: "FILL_REQUIRED_FIELDS" };
    if (!/^[A-Za-z0-9]{4,34}$/.test(digits)) return { field: "accountNumber", message: "Please enter a valid account number", detail: "Invalid account number", code: "ACCOUNT_NUMBER_INVALID", detailCode: "ACCOUNT_NUMBER_CHECK" };
    return null;
  }
  if (input.type === "paypal") {
    if (!input.paypalEmail) return { field: "paypalEmail", message: FILL_REQUIRED_FIELDS, code: "FILL_REQUIRED_FIELDS" };
    if (!z.email().safeParse(input.paypalEmail).success) return { field: "paypalEmail", message: "Please enter a valid email", detail: "Invalid email", code: "PAYPAL_EMAIL_INVALID", detailCode: "PAYPAL_EMAIL_CHECK" };
    return null;
  }
  if (!input.stripeAccount) return { field: "stripeAccount", message: FILL_REQUIRED_FIELDS, code: "FILL_REQUIRED_FIELDS" };
  return null;
}

/** A saved method's columns that name it. */
export type PayoutMethodNaming = {
  type: "bank" | "paypal" | "stripe";
  accountName: string | null;
  bankName: string | null;
  accountLast4: string | null;
  paypalEmail: string | null;
  stripeAccount: string | null;
};

/** A saved method on one line ("Zitouna Bank ****1234", the PayPal address, the Stripe account): lists, and a payout's record of where it went. */
export function payoutMethodLabel(m: PayoutMethodNaming): string {
  if (m.type === "bank") return `${m.bankName ?? m.accountName ?? "Bank"} ****${m.accountLast4}`;
  if (m.type === "paypal") return m.paypalEmail ?? "PayPal";
  return m.stripeAccount ?? "Stripe";
}
