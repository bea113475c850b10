// Money and card rules of the tip dialog, the subscription price editor and the add-card form
// (SPEC sections 5 and 9). Pure functions: the UI shows their messages, the server re-checks.

export const TIP_PRESETS = [5, 10, 20, 50, 100] as const;
export const MIN_CUSTOM_TIP = 1;
export const CARD_CAPS = { number: 16, month: 2, year: 4, cvv: 4 } as const;

/** An amount in dollars as whole cents (the unit the database keeps money in). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** True when the amount has at most 2 decimals (up to float noise). */
export const hasAtMostTwoDecimals = (amount: number): boolean => Math.abs(toCents(amount) - amount * 100) < 1e-6;

/**
 * True for a finite amount worth at least one cent: 0.000000001 is positive, but 0 cents once
 * rounded, and must be refused rather than charged or stored as a free price.
 */
export const isAtLeastOneCent = (amount: number): boolean => Number.isFinite(amount) && toCents(amount) >= 1;

export type AmountResult = { ok: true; amount: number } | { ok: false; error: "invalidAmount" };

/** A positive amount with at most 2 decimals (input text or a preset number). */
export function parseAmount(raw: string | number | null | undefined): AmountResult {
  if (raw === null || raw === undefined) return { ok: false, error: "invalidAmount" };
  const text = String(raw).trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, error: "invalidAmount" };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, error: "invalidAmount" };
  return { ok: true, amount };
}

/** Tip amount: a chosen preset, or the custom amount (at least 1). */
export function validateTipAmount(preset: number | null, custom: string): AmountResult {
  if (custom.trim() !== "") {
    const parsed = parseAmount(custom);
    if (!parsed.ok || parsed.amount < MIN_CUSTOM_TIP) return { ok: false, error: "invalidAmount" };
    return parsed;
  }
  return parseAmount(preset);
}

/** Subscription price: a number greater than 0. */
export function validatePrice(raw: string | number): AmountResult {
  return parseAmount(raw);
}

/** Card number as typed: spaces removed, digits only, capped at 16. */
export function capCardNumber(raw: string): string {
  return raw.replace(/\s+/g, "").replace(/\D/g, "").slice(0, CARD_CAPS.number);
}

/** Month, year or cvv as typed: digits only, capped. */
export function capDigits(raw: string, field: "month" | "year" | "cvv"): string {
  return raw.replace(/\D/g, "").slice(0, CARD_CAPS[field]);
}

/** Brand guess for display: Visa if the number starts with 4, otherwise Mastercard. */
export function guessCardBrand(cardNumber: string): "Visa" | "Mastercard" {
  return capCardNumber(cardNumber).startsWith("4") ? "Visa" : "Mastercard";
}

export interface CardForm {
  cardNumber: string;
  cardholderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

/** 'Please fill all fields' unless every add-card field has a value. */
export function validateCardForm(form: CardForm): { ok: true; card: CardForm } | { ok: false; error: "fillAllFields" } {
  const card: CardForm = {
    cardNumber: capCardNumber(form.cardNumber),
    cardholderName: form.cardholderName.trim(),
    expiryMonth: capDigits(form.expiryMonth, "month"),
    expiryYear: capDigits(form.expiryYear, "year"),
    cvv: capDigits(form.cvv, "cvv"),
  };
  if (Object.values(card).some((v) => v === "")) return { ok: false, error: "fillAllFields" };
  return { ok: true, card };
}
