import { describe, expect, it } from "vitest";
import { checkCard, passesLuhn, type CardFields } from "@/shared/validation/card";

// The add-card rules (shared/validation/card.ts), run by the server before a card goes to the
// payment provider and by the add-card form before it is sent: each refusal names its field.

const NOW = new Date("2026-05-15T12:00:00Z");
const card = (change: Partial<CardFields> = {}): CardFields => ({
  cardNumber: "4242424242424242",
  cardholderName: "Omar Haddad",
  expiryMonth: "12",
  expiryYear: "2030",
  cvv: "123",
  ...change,
});
const refusal = (change: Partial<CardFields>) => {
  const checked = checkCard(card(change), NOW);
  return checked.ok ? null : { field: checked.field, message: checked.message, detail: checked.detail };
};

describe("Luhn check digit", () => {
  it("accepts the test provider's cards and common test numbers", () => {
    for (const n of ["4242424242424242", "4000000000000002", "4000000000003220", "5555555555554444", "378282246310005", "6011111111111117"]) {
      expect(passesLuhn(n), n).toBe(true);
    }
  });
  it("refuses a mistyped digit and two swapped neighbours", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242424242424224")).toBe(false);
    expect(passesLuhn("5555555555554445")).toBe(false);
  });
  it("refuses a number with a wrong check digit on the card number field", () => {
    expect(refusal({ cardNumber: "4242424242424241" })).toEqual({ field: "cardNumber", message: "Please enter a valid card number", detail: "Invalid card number" });
  });
});

describe("card number length", () => {
  it("takes 12 to 19 digits", () => {
    for (const cardNumber of ["424242424242", "4242424242424242", "4242424242424242428"]) expect(refusal({ cardNumber }), cardNumber).toBeNull();
  });
  it("refuses 11 and 20 digits (even with a valid check digit) and anything not a digit", () => {
    for (const cardNumber of ["42424242420", "42424242424242424242", "4242-4242-4242-4242", "4242abcd42424242"]) {
      expect(refusal({ cardNumber }), cardNumber).toEqual({ field: "cardNumber", message: "Please enter a valid card number", detail: "12 to 19 digits" });
    }
  });
});

describe("expiry", () => {
  it("takes months 1 to 12", () => {
    for (const expiryMonth of ["1", "01", "6", "12"]) expect(refusal({ expiryMonth }), expiryMonth).toBeNull();
  });
  it("refuses month 0, 13 and non-numbers", () => {
    for (const expiryMonth of ["0", "13", "00", "ab", "123"]) {
      expect(refusal({ expiryMonth }), expiryMonth).toEqual({ field: "expiryMonth", message: "Please enter a valid expiry month", detail: "1 to 12" });
    }
  });
  it("takes the current month (the card is valid through its last day) and 2-digit years as 20xx", () => {
    expect(refusal({ expiryMonth: "5", expiryYear: "2026" })).toBeNull();
    expect(refusal({ expiryMonth: "5", expiryYear: "26" })).toBeNull();
  });
  it("refuses a past month or year as expired, on the year field", () => {
    const expired = { field: "expiryYear", message: "This card has expired", detail: "The card has expired" };
    expect(refusal({ expiryMonth: "4", expiryYear: "2026" })).toEqual(expired);
    expect(refusal({ expiryMonth: "12", expiryYear: "2025" })).toEqual(expired);
    expect(refusal({ expiryMonth: "12", expiryYear: "25" })).toEqual(expired);
  });
  it("refuses a year that is not 2 or 4 digits", () => {
    expect(refusal({ expiryYear: "202" })).toMatchObject({ field: "expiryYear", detail: "Invalid year" });
  });
});

describe("CVC", () => {
  it("takes 3 or 4 digits", () => {
    for (const cvv of ["123", "1234"]) expect(refusal({ cvv }), cvv).toBeNull();
  });
  it("refuses 2 or 5 digits and letters", () => {
    for (const cvv of ["12", "12345", "12a"]) expect(refusal({ cvv }), cvv).toEqual({ field: "cvv", message: "Please enter a valid CVV", detail: "3 or 4 digits" });
  });
});

describe("missing fields", () => {
  it("names the first empty field", () => {
    expect(refusal({ cardholderName: "" })).toEqual({ field: "cardholderName", message: "Please fill all fields", detail: undefined });
  });
});
