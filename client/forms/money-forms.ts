import { z } from "@/shared/zod";
import { subscriptionPriceSchema } from "@/shared/schemas/profiles";
import { MAX_TIP, tipSchema } from "@/shared/schemas/tips";
import { cardInputSchema, payoutInputSchema } from "@/shared/schemas/wallet";
import { CARD_NUMBER_MAX_DIGITS, checkCard, FILL_ALL_FIELDS } from "@/shared/validation/card";
import { checkPayout, FILL_REQUIRED_FIELDS } from "@/shared/validation/payout";
import type { FormTexts } from "./issue-text";

// The money forms: add card, tip, subscription price, payout method.

/** An amount as typed ("12.5", "12,5"), as a number; NaN when it is not a plain decimal number ("1e3", "abc"). */
export function amountFromText(raw: string): number {
  const text = raw.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

const CARD_FIELDS = ["cardNumber", "cardholderName", "expiryMonth", "expiryYear", "cvv"] as const;

/**
 * POST /api/users/cards: cardInputSchema, then the rules the server runs before saving
 * (shared/validation/card.ts), each refusal on its field with the rule's detail (the text the
 * server lists under `errors.{field}`), so the form names the wrong field as the server would.
 */
export const cardForm = {
  schema: cardInputSchema.superRefine((card, ctx) => {
    // every field left empty says so (the rules name the first one only)
    const blank = CARD_FIELDS.filter((field) => !card[field]);
    for (const field of blank) ctx.addIssue({ code: "custom", path: [field], message: FILL_ALL_FIELDS });
    if (blank.length > 0) return;
    const checked = checkCard(card);
    if (!checked.ok) ctx.addIssue({ code: "custom", path: [checked.field], message: checked.detail ?? checked.message });
  }),
  order: CARD_FIELDS,
  texts: {
    messages: {
      [FILL_ALL_FIELDS]: "Tip.fieldRequired",
      "Cardholder name is too long": "Tip.cardholderTooLong",
      // each rule's detail (a field's problem, from the form's check or the server's 400)
      "12 to 19 digits": "Tip.invalidCardNumber",
      "Invalid card number": "Tip.invalidCardCheck",
      "3 or 4 digits": "Tip.invalidCvv",
      "1 to 12": "Tip.invalidExpiryMonth",
      "Invalid year": "Tip.invalidExpiryYear",
      "The card has expired": "Tip.cardExpired",
      // the rules' messages (a server answer without field details)
      "Please enter a valid card number": "Tip.invalidCardCheck",
      "Please enter a valid CVV": "Tip.invalidCvv",
      "Please enter a valid expiry month": "Tip.invalidExpiryMonth",
      "Please enter a valid expiry year": "Tip.invalidExpiryYear",
      "This card has expired": "Tip.cardExpired",
      // the server's codes for the same refusals (shared/validation/card.ts)
      FILL_ALL_FIELDS: "Tip.fieldRequired",
      CARD_NUMBER_DIGITS: "Tip.invalidCardNumber",
      CARD_NUMBER_CHECK: "Tip.invalidCardCheck",
      CARD_NUMBER_INVALID: "Tip.invalidCardCheck",
      CVV_DIGITS: "Tip.invalidCvv",
      CVV_INVALID: "Tip.invalidCvv",
      EXPIRY_MONTH_RANGE: "Tip.invalidExpiryMonth",
      EXPIRY_MONTH_INVALID: "Tip.invalidExpiryMonth",
      EXPIRY_YEAR_CHECK: "Tip.invalidExpiryYear",
      EXPIRY_YEAR_INVALID: "Tip.invalidExpiryYear",
      CARD_EXPIRED_DETAIL: "Tip.cardExpired",
      CARD_EXPIRED: "Tip.cardExpired",
    },
    otherwise: "Tip.addCardFailed",
  } satisfies FormTexts,
};

/** What the card inputs let through as typed: digits only, no longer than the rules allow. */
export const CARD_INPUT_DIGITS = { cardNumber: CARD_NUMBER_MAX_DIGITS, expiryMonth: 2, expiryYear: 4, cvv: 4 } as const;
export const digitsInput = (raw: string, field: keyof typeof CARD_INPUT_DIGITS) => raw.replace(/\D/g, "").slice(0, CARD_INPUT_DIGITS[field]);

const INVALID_AMOUNT = "Please enter a valid amount";

/** SPEC section 9: the custom amount input's minimum (the server takes any amount from one cent). */
export const MIN_CUSTOM_TIP = 1;
export const TIP_PRESETS = [5, 10, 20, 50, 100] as const;

/** POST /api/tips: tipSchema's messages (the dialog checks the amount with the schema itself). */
export const tipTexts = {
  messages: {
    [INVALID_AMOUNT]: "Tip.invalidAmount",
    "Amounts have at most 2 decimals": "Tip.invalidAmount",
    [`A tip can be at most ${MAX_TIP}`]: "Tip.tooHigh",
    "Please select a valid payment method": "Tip.selectPayment",
    "Please select one of your saved cards": "Tip.selectPayment",
  },
  otherwise: "Tip.sendFailed",
} satisfies FormTexts;

/** PUT /api/users/subscription-price: subscriptionPriceSchema on the price as typed (a comma read as a decimal point). */
export const priceForm = {
  schema: z.preprocess(
    (v) => (v && typeof v === "object" && "price" in v && typeof v.price === "string" ? { price: v.price.trim().replace(",", ".") } : v),
    subscriptionPriceSchema,
  ),
  texts: {
    messages: {
      "Please enter a valid amount": "Profile.invalidAmount",
      "The price must be at most 1000": "Profile.priceTooHigh",
      "Use at most 2 decimals": "Profile.priceDecimals",
    },
  } satisfies FormTexts,
};

/**
 * POST /api/users/payout-methods: payoutInputSchema, then the rules the server runs before
 * saving (shared/validation/payout.ts), each refusal on its field.
 */
export const payoutForm = {
  schema: payoutInputSchema.superRefine((input, ctx) => {
    const problem = checkPayout(input);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  }),
  order: ["accountName", "bankName", "accountNumber", "routingNumber", "paypalEmail", "stripeAccount"],
  texts: {
    messages: {
      [FILL_REQUIRED_FIELDS]: "Profile.fillRequired",
      "Please enter a valid account number": "Profile.invalidAccountNumber",
      "Please enter a valid email": "Profile.invalidPaypalEmail",
    },
  } satisfies FormTexts,
};

/**
 * The tip's amount: the custom amount when one is typed (SPEC: at least MIN_CUSTOM_TIP), else the
 * chosen preset; then tipSchema's own amount rule. A refusal carries the schema's message.
 */
export function tipAmount(preset: number | null, custom: string): { ok: true; amount: number } | { ok: false; message: string } {
  const typed = custom.trim() !== "";
  const amount = typed ? amountFromText(custom) : (preset ?? NaN);
  const checked = tipSchema.shape.amount.safeParse(amount);
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? INVALID_AMOUNT };
  if (typed && amount < MIN_CUSTOM_TIP) return { ok: false, message: INVALID_AMOUNT };
  return { ok: true, amount: checked.data };
}

/**
 * The answers of a checkout (POST /api/users/subscribe, POST /api/tips) other than the declined
 * card (402, told by its code): the server's messages the dialog shows in the reader's language.
 */
export const checkoutTexts = {
  messages: {
    ...tipTexts.messages,
    "Please select a payment method": "Tip.selectPayment",
    "You are already subscribed": "Checkout.alreadySubscribed",
    "A payment for this subscription is already waiting for confirmation": "Checkout.pendingConfirmation",
    "Too many payment attempts, please wait a minute": "Checkout.tooMany",
    "Too many tips, please wait a minute": "Checkout.tooMany",
    "This creator does not offer subscriptions": "Checkout.noPrice",
    // the server's codes for the same answers
    CARD_NOT_SELECTED: "Tip.selectPayment",
    CARD_UNKNOWN: "Tip.selectPayment",
    ALREADY_SUBSCRIBED: "Checkout.alreadySubscribed",
    PAYMENT_PENDING: "Checkout.pendingConfirmation",
    CHECKOUT_TOO_MANY: "Checkout.tooMany",
    TIPS_TOO_MANY: "Checkout.tooMany",
    NO_SUBSCRIPTION_PRICE: "Checkout.noPrice",
  },
  otherwise: "Checkout.failed",
} satisfies FormTexts;
