import { describe, expect, it } from "vitest";
import { intlLocale, longAgo, shortAgo } from "@/shared/time/relative";

const now = new Date("2026-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000, HOUR = 60 * MIN, DAY = 24 * HOUR;

describe("shortAgo (bell and chat)", () => {
  it("uses now, minutes, hours, days, then a date", () => {
    expect(shortAgo(ago(59_000), now)).toEqual({ unit: "now" });
    expect(shortAgo(ago(MIN), now)).toEqual({ unit: "m", value: 1 });
    expect(shortAgo(ago(59 * MIN), now)).toEqual({ unit: "m", value: 59 });
    expect(shortAgo(ago(HOUR), now)).toEqual({ unit: "h", value: 1 });
    expect(shortAgo(ago(23 * HOUR + 59 * MIN), now)).toEqual({ unit: "h", value: 23 });
    expect(shortAgo(ago(6 * DAY), now)).toEqual({ unit: "d", value: 6 });
    expect(shortAgo(ago(7 * DAY), now).unit).toBe("date");
  });
  it("treats a time slightly in the future as now", () => {
    expect(shortAgo(new Date(now.getTime() + 5000), now)).toEqual({ unit: "now" });
  });
});

describe("longAgo (feed and comments)", () => {
  it("adds yesterday, weeks, months and years bands", () => {
    expect(longAgo(ago(DAY + HOUR), now)).toEqual({ unit: "yesterday" });
    expect(longAgo(ago(3 * DAY), now)).toEqual({ unit: "days", value: 3 });
    expect(longAgo(ago(8 * DAY), now)).toEqual({ unit: "weeks", value: 1 });
    expect(longAgo(ago(27 * DAY), now)).toEqual({ unit: "weeks", value: 3 });
    expect(longAgo(ago(45 * DAY), now)).toEqual({ unit: "months", value: 1 });
    expect(longAgo(ago(330 * DAY), now)).toEqual({ unit: "months", value: 11 });
    expect(longAgo(ago(364 * DAY), now)).toEqual({ unit: "years", value: 1 });
    expect(longAgo(ago(800 * DAY), now)).toEqual({ unit: "years", value: 2 });
  });
});

describe("intlLocale", () => {
  it("formats Tunisian as ar-TN, not Setswana", () => {
    expect(intlLocale("tn")).toBe("ar-TN");
    expect(intlLocale("fr")).toBe("fr");
  });
});
