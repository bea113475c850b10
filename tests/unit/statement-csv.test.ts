import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "@/lib/payments/statement-csv";
import { seriesBuckets } from "@/lib/payments/earnings";

describe("statement CSV cells", () => {
  it("neutralises text a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+33 6", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\tTAB", "\rCR"]) {
      expect(csvCell(text).replace(/^"|"$/g, "").startsWith("'"), JSON.stringify(text)).toBe(true);
    }
  });

  it("keeps the amounts it writes as numbers, and plain text as it is", () => {
    expect(csvCell("-8.00")).toBe("-8.00");
    expect(csvCell("16.00")).toBe("16.00");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("Amira")).toBe("Amira");
    expect(csvCell("أميرة")).toBe("أميرة");
    expect(csvCell(null)).toBe("");
  });

  it("quotes as RFC 4180 says: commas, quotes and line breaks", () => {
    expect(csvCell('Mimi, "the" Fan')).toBe('"Mimi, ""the"" Fan"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"');
  });
});

describe("chart buckets", () => {
  it("30 UTC days ending today, 12 UTC months ending this month, across a year's end", () => {
    const days = seriesBuckets("30d", new Date("2026-01-05T23:30:00Z"));
    expect(days.keys).toHaveLength(30);
    expect([days.keys[0], days.keys.at(-1)]).toEqual(["2025-12-07", "2026-01-05"]);
    expect([days.start.toISOString(), days.end.toISOString()]).toEqual(["2025-12-07T00:00:00.000Z", "2026-01-06T00:00:00.000Z"]);
    const months = seriesBuckets("12m", new Date("2026-01-31T23:59:59Z"));
    expect([months.keys[0], months.keys.at(-1)]).toEqual(["2025-02", "2026-01"]);
    expect(months.end.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});
