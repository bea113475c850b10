// The add-card rules (SPEC section 5): checked by the server before a card is saved
// (lib/wallet/cards.ts) and by the add-card form (client/forms/money-forms.ts) before it is sent.

import type { ErrorCode } from "@/shared/errors/codes";

export const FILL_ALL_FIELDS = "Please fill all fields";
/** A card number has 12 to 19 digits (spaces and dashes as typed are dropped first). */
export const CARD_NUMBER_MAX_DIGITS = 19;

export interface CardFields {
  cardNumber: string;
  cardholderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

/** A refusal: the message the server answers, the field it concerns, and the field error it lists (if any). */
export type CardProblem = { ok: false; field: keyof CardFields; message: string; detail?: string; code: ErrorCode; detailCode?: ErrorCode };
export type CardCheck = { ok: true; expiryMonth: number; expiryYear: number } | CardProblem;

const FIELDS: (keyof CardFields)[] = ["cardNumber", "cardholderName", "expiryMonth", "expiryYear", "cvv"];

/** SPEC rule: Visa if the number starts with 4, otherwise Mastercard. */
export const cardBrand = (digits: string): "Visa" | "Mastercard" => (digits.startsWith("4") ? "Visa" : "Mastercard");

/** The Luhn check digit rule (ISO/IEC 7812): what a mistyped digit or two swapped neighbours break. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card as the input schema gives it (shared/schemas/wallet.ts: number without spaces,
 * fields trimmed): every field filled, a 12-19 digit number with a valid check digit (Luhn), a 3-4 digit CVV, a month 1-12, a
 * 2- or 4-digit year (2-digit years are 20xx), not expired on `now` (UTC month).
 */
export function checkCard(card: CardFields, now: Date = new Date()): CardCheck {
  const empty = FIELDS.find((field) => !card[field]);
  if (empty) return { ok: false, field: empty, message: FILL_ALL_FIELDS, code: "FILL_ALL_FIELDS" };
  if (!/^\d{12,19}$/.test(card.cardNumber)) return { ok: false, field: "cardNumber", message: "Please enter a valid card number", detail: "12 to 19 digits", code: "CARD_NUMBER_INVALID", detailCode: "CARD_NUMBER_DIGITS" };
  if (!passesLuhn(card.cardNumber)) return { ok: false, field: "cardNumber", message: "Please enter a valid card number", detail: "Invalid card number", code: "CARD_NUMBER_INVALID", detailCode: "CARD_NUMBER_CHECK" };
  if (!/^\d{3,4}$/.test(card.cvv)) return { ok: false, field: "cvv", message: "Please enter a valid CVV", detail: "3 or 4 digits", code: "CVV_INVALID", detailCode: "CVV_DIGITS" };
  const month = /^\d{1,2}$/.test(card.expiryMonth) ? Number(card.expiryMonth) : NaN;
  if (!(month >= 1 && month <= 12)) return { ok: false, field: "expiryMonth", message: "Please enter a valid expiry month", detail: "1 to 12", code: "EXPIRY_MONTH_INVALID", detailCode: "EXPIRY_MONTH_RANGE" };
  let year = /^\d{2}$|^\d{4}$/.test(card.expiryYear) ? Number(card.expiryYear) : NaN;
  if (card.expiryYear.length === 2) year += 2000;
  if (!(year >= 2000 && year <= 2100)) return { ok: false, field: "expiryYear", message: "Please enter a valid expiry year", detail: "Invalid year", code: "EXPIRY_YEAR_INVALID", detailCode: "EXPIRY_YEAR_CHECK" };
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < nowMonth) return { ok: false, field: "expiryYear", message: "This card has expired", detail: "The card has expired", code: "CARD_EXPIRED", detailCode: "CARD_EXPIRED_DETAIL" };
  return { ok: true, expiryMonth: month, expiryYear: year };
}
