import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime, formatDayMonth, formatTime } from "@/shared/format";
import { formatMoney } from "@/shared/money";

// Amounts, dates and counts in the reader's locale rules (issue 20): one formatter per kind, the
// same rule everywhere. Tunisian formats as ar-TN, never as Setswana (Intl's "tn").

const when = new Date(Date.UTC(2026, 10, 26, 14, 5));

describe("locale formats", () => {
  it("counts", () => {
    expect(formatCount("en", 12345)).toBe("12,345");
    expect(formatCount("fr", 12345)).toBe("12\u202f345");
    expect(formatCount("tn", 12345)).toBe("12.345");
    expect(formatCount("tn", 12345)).not.toBe(new Intl.NumberFormat("tn").format(12345)); // Setswana: 12'345
    expect(formatCount("ar", 12345)).toMatch(/^[٠-٩٬]+$|^12,345$/);
  });

  it("money: one sign, the reader's separators, no mixed forms", () => {
    expect(formatMoney("en", 9.99, "USD")).toBe("$9.99");
    expect(formatMoney("fr", 9.99, "USD")).toBe("9,99\u00a0$US");
    const tn = formatMoney("tn", 9.99, "USD");
    expect(tn).toContain("9,99");
    expect(tn).not.toContain("$9");
    expect(formatMoney("en", 10, "TND", { trimWhole: true })).toBe("TND\u00a010");
  });

  it("dates in the reader's words", () => {
    expect(formatDate("en", when, { timeZone: "UTC" })).toBe("November 26, 2026");
    expect(formatDate("fr", when, { timeZone: "UTC" })).toBe("26 novembre 2026");
    const tn = formatDate("tn", when, { timeZone: "UTC" });
    expect(tn).toContain("نوفمبر");
    expect(tn).not.toMatch(/Ngwanatsele/); // Setswana's November
    expect(formatDate("ar", when, { timeZone: "UTC" })).toMatch(/نوفمبر/);
  });

  it("times and short dates", () => {
    expect(formatTime("fr", when)).toMatch(/^\d\d:\d\d$/);
    expect(formatDayMonth("en", when)).toMatch(/^Nov \d+$/);
    expect(formatDayMonth("fr", when)).toMatch(/^\d+ nov\.$/);
    expect(formatDateTime("tn", when)).toContain("نوفمبر");
  });
});
