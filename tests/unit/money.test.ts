import { describe, expect, it } from "vitest";
import { currencySign, formatMoney } from "@/shared/money";

// Every amount on screen goes through formatMoney (shared/money.ts) with the platform's currency:
// each language writes it its own way, never with a "$" or "dt" of our own.

// Intl marks right-to-left text with U+200F (RLM) and separates with U+00A0/U+202F: compare the visible text.
const visible = (s: string) => s.replace(/[\u200e\u200f]/g, "").replace(/[\u00a0\u202f]/g, " ");
const money = (locale: string, amount: number, currency = "TND", trimWhole = false) => visible(formatMoney(locale, amount, currency, { trimWhole }));

describe("formatMoney per interface language (TND, 3 decimals)", () => {
  it("Tunisian (tn, formatted as ar-TN): comma decimals, dot thousands, the Arabic sign after the amount", () => {
    expect(money("tn", 9.99)).toBe("9,990 د.ت.");
    expect(money("tn", 1234.5)).toBe("1.234,500 د.ت.");
  });
  it("French: comma decimals, space thousands, TND after", () => {
    expect(money("fr", 9.99)).toBe("9,990 TND");
    expect(money("fr", 1234.5)).toBe("1 234,500 TND");
  });
  it("English: TND before, dot decimals", () => {
    expect(money("en", 9.99)).toBe("TND 9.990");
    expect(money("en", 1234.5)).toBe("TND 1,234.500");
  });
  it("Arabic: the Arabic sign after the amount", () => {
    expect(money("ar", 9.99)).toMatch(/^9[.,٫]990 د\.ت\.$/);
  });
  it("no dollar sign and no 'dt' in any language", () => {
    for (const locale of ["tn", "fr", "en", "ar"]) {
      const text = money(locale, 12.5);
      expect(text, locale).not.toMatch(/\$|\bdt\b/);
    }
  });
});

describe("whole amounts in the interface (trimWhole)", () => {
  it("drops the decimals of a whole amount, so 10 never reads as ten thousand", () => {
    expect(money("tn", 10, "TND", true)).toBe("10 د.ت.");
    expect(money("fr", 10, "TND", true)).toBe("10 TND");
    expect(money("en", 100, "TND", true)).toBe("TND 100");
  });
  it("keeps the currency's decimals on other amounts", () => {
    expect(money("en", 9.99, "TND", true)).toBe("TND 9.990");
    expect(money("fr", 9.5, "TND", true)).toBe("9,500 TND");
  });
});

describe("another CURRENCY", () => {
  it("follows the currency's own decimals and sign", () => {
    expect(money("en", 9.99, "EUR")).toBe("€9.99");
    expect(money("fr", 9.99, "EUR")).toBe("9,99 €");
    expect(money("en", 10, "EUR", true)).toBe("€10");
  });
});

describe("currencySign (a field's label)", () => {
  it("is the sign the language writes", () => {
    expect(visible(currencySign("tn", "TND"))).toBe("د.ت.");
    expect(currencySign("en", "TND")).toBe("TND");
    expect(currencySign("fr", "EUR")).toBe("€");
  });
});
