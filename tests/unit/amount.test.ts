import { describe, expect, it } from "vitest";
import {
  capCardNumber, capDigits, guessCardBrand, hasAtMostTwoDecimals, isAtLeastOneCent, parseAmount, toCents, validateCardForm, validatePrice,
  validateTipAmount,
} from "@/shared/validation/amount";

describe("tip amount", () => {
  it("accepts a preset when no custom amount is typed", () => {
    expect(validateTipAmount(20, "")).toEqual({ ok: true, amount: 20 });
  });
  it("prefers the custom amount over the preset", () => {
    expect(validateTipAmount(20, "7")).toEqual({ ok: true, amount: 7 });
    expect(validateTipAmount(null, " 12.5 ")).toEqual({ ok: true, amount: 12.5 });
  });
  it("refuses nothing chosen, zero, negatives, text, below the minimum of 1 and 3 decimals", () => {
    for (const custom of ["0", "-5", "abc", "0.5", "1.234", "1e3"]) {
      expect(validateTipAmount(null, custom)).toEqual({ ok: false, error: "invalidAmount" });
    }
    expect(validateTipAmount(null, "")).toEqual({ ok: false, error: "invalidAmount" });
  });
});

describe("price", () => {
  it("is a number greater than 0", () => {
    expect(validatePrice("9.99")).toEqual({ ok: true, amount: 9.99 });
    expect(validatePrice(5)).toEqual({ ok: true, amount: 5 });
    expect(validatePrice("0").ok).toBe(false);
    expect(validatePrice("").ok).toBe(false);
    expect(parseAmount(undefined).ok).toBe(false);
  });
});

describe("cents (the server's money rule)", () => {
  it("refuses amounts that round to 0 cents, and non-finite ones", () => {
    for (const n of [0.000000001, 0.004, 1e-300, 0, -1, -0.01, NaN, Infinity, -Infinity]) expect(isAtLeastOneCent(n), String(n)).toBe(false);
    for (const n of [0.01, 0.005, 1, 9.99, 1000]) expect(isAtLeastOneCent(n), String(n)).toBe(true);
  });
  it("converts to whole cents and tells amounts with more than 2 decimals", () => {
    expect(toCents(9.99)).toBe(999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.234)).toBe(false);
  });
});

describe("card fields", () => {
  it("strips spaces from the card number and caps it at 16", () => {
    expect(capCardNumber("4242 4242 4242 4242 999")).toBe("4242424242424242");
  });
  it("caps month at 2, year at 4 and cvv at 4 digits", () => {
    expect(capDigits("123", "month")).toBe("12");
    expect(capDigits("20301", "year")).toBe("2030");
    expect(capDigits("12a345", "cvv")).toBe("1234");
  });
  it("guesses Visa for numbers starting with 4, else Mastercard", () => {
    expect(guessCardBrand("4111")).toBe("Visa");
    expect(guessCardBrand("5555 4444")).toBe("Mastercard");
    expect(guessCardBrand("")).toBe("Mastercard");
  });
  it("requires every field", () => {
    const full = { cardNumber: "4242 4242 4242 4242", cardholderName: " Omar ", expiryMonth: "12", expiryYear: "2030", cvv: "123" };
    expect(validateCardForm(full)).toEqual({
      ok: true,
      card: { cardNumber: "4242424242424242", cardholderName: "Omar", expiryMonth: "12", expiryYear: "2030", cvv: "123" },
    });
    expect(validateCardForm({ ...full, cardholderName: "  " })).toEqual({ ok: false, error: "fillAllFields" });
    expect(validateCardForm({ ...full, cvv: "" })).toEqual({ ok: false, error: "fillAllFields" });
  });
});
