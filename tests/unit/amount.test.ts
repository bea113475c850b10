import { describe, expect, it } from "vitest";
import { cardForm, digitsInput, priceForm, tipAmount } from "@/client/forms/money-forms";
import { hasAtMostTwoDecimals, isAtLeastOneCent, toCents } from "@/shared/validation/amount";
import { cardBrand } from "@/shared/validation/card";
import { fieldProblems, shownProblem } from "../helpers/form-problem";

const price = (raw: unknown) => {
  const parsed = priceForm.schema.safeParse({ price: raw });
  return parsed.success ? { ok: true, amount: parsed.data.price } : { ok: false };
};

describe("tip amount", () => {
  it("accepts a preset when no custom amount is typed", () => {
    expect(tipAmount(20, "")).toEqual({ ok: true, amount: 20 });
  });
  it("prefers the custom amount over the preset", () => {
    expect(tipAmount(20, "7")).toEqual({ ok: true, amount: 7 });
    expect(tipAmount(null, " 12.5 ")).toEqual({ ok: true, amount: 12.5 });
  });
  it("refuses nothing chosen, zero, negatives, text, below the minimum of 1 and 3 decimals", () => {
    for (const custom of ["0", "-5", "abc", "0.5", "1.234", "1e3"]) {
      expect(tipAmount(null, custom).ok, custom).toBe(false);
    }
    expect(tipAmount(null, "").ok).toBe(false);
  });
  it("refuses what the server refuses: more than 10000", () => {
    expect(tipAmount(null, "10000.01")).toEqual({ ok: false, message: "A tip can be at most 10000" });
    expect(tipAmount(null, "10000")).toEqual({ ok: true, amount: 10000 });
  });
});

describe("price", () => {
  it("is a number greater than 0", () => {
    expect(price("9.99")).toEqual({ ok: true, amount: 9.99 });
    expect(price(5)).toEqual({ ok: true, amount: 5 });
    expect(price("0").ok).toBe(false);
    expect(price("").ok).toBe(false);
    expect(price(undefined).ok).toBe(false);
  });
  it("refuses what the server refuses: over 1000, more than 2 decimals", () => {
    expect(price("1000.01").ok).toBe(false);
    expect(price("9.999").ok).toBe(false);
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
  it("strips spaces from the card number and caps it at the server's 19 digits", () => {
    expect(digitsInput("4242 4242 4242 4242 999 9", "cardNumber")).toBe("4242424242424242999");
  });
  it("caps month at 2, year at 4 and cvv at 4 digits", () => {
    expect(digitsInput("123", "expiryMonth")).toBe("12");
    expect(digitsInput("20301", "expiryYear")).toBe("2030");
    expect(digitsInput("12a345", "cvv")).toBe("1234");
  });
  it("guesses Visa for numbers starting with 4, else Mastercard", () => {
    expect(cardBrand("4111")).toBe("Visa");
    expect(cardBrand(digitsInput("5555 4444", "cardNumber"))).toBe("Mastercard");
    expect(cardBrand("")).toBe("Mastercard");
  });
  it("requires every field", () => {
    const full = { cardNumber: "4242 4242 4242 4242", cardholderName: " Omar ", expiryMonth: "12", expiryYear: "2099", cvv: "123" };
    expect(cardForm.schema.safeParse(full)).toMatchObject({
      success: true,
      data: { cardNumber: "4242424242424242", cardholderName: "Omar", expiryMonth: "12", expiryYear: "2099", cvv: "123" },
    });
    expect(shownProblem(cardForm, { ...full, cardholderName: "  " })).toBe("Tip.fieldRequired");
    expect(shownProblem(cardForm, { ...full, cvv: "" })).toBe("Tip.fieldRequired");
    // each empty field says so under itself
    expect(fieldProblems(cardForm.schema, cardForm.texts, { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" })).toEqual({
      cardNumber: "Tip.fieldRequired",
      cardholderName: "Tip.fieldRequired",
      expiryMonth: "Tip.fieldRequired",
      expiryYear: "Tip.fieldRequired",
      cvv: "Tip.fieldRequired",
    });
  });
  it("takes the numbers the server takes (12 to 19 digits with a valid check digit) and refuses the others, as the server does", () => {
    const full = { cardNumber: "4242424242424242", cardholderName: "Omar", expiryMonth: "12", expiryYear: "2099", cvv: "123" };
    for (const cardNumber of ["424242424242", "4242424242424242", "4242424242424242428"]) {
      expect(shownProblem(cardForm, { ...full, cardNumber }), cardNumber).toBeNull();
    }
    expect(shownProblem(cardForm, { ...full, cardNumber: "41111111111" })).toBe("Tip.invalidCardNumber");
    // one digit mistyped: the check digit (Luhn) no longer matches, and the form says so
    expect(shownProblem(cardForm, { ...full, cardNumber: "4242424242424241" })).toBe("Tip.invalidCardCheck");
    expect(shownProblem(cardForm, { ...full, expiryMonth: "13" })).toBe("Tip.invalidExpiryMonth");
    expect(shownProblem(cardForm, { ...full, expiryYear: "2020" })).toBe("Tip.cardExpired");
    expect(shownProblem(cardForm, { ...full, cvv: "12" })).toBe("Tip.invalidCvv");
  });
});
