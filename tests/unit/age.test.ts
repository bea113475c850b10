import { describe, expect, it } from "vitest";
import { ageOn, isOldEnough, parseIsoDate } from "../../lib/validation/age";

const today = { year: 2026, month: 6, day: 15 };

describe("parseIsoDate", () => {
  it("reads a date input value", () => {
    expect(parseIsoDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
  });
  it("rejects impossible or malformed dates", () => {
    expect(parseIsoDate("2001-02-29")).toBeNull();
    expect(parseIsoDate("2001-13-01")).toBeNull();
    expect(parseIsoDate("15/06/2008")).toBeNull();
    expect(parseIsoDate("")).toBeNull();
  });
});

describe("ageOn", () => {
  it("counts the birthday only once month and day are reached", () => {
    expect(ageOn({ year: 2008, month: 6, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 6, day: 16 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 7, day: 1 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 5, day: 30 }, today)).toBe(18);
  });
});

describe("isOldEnough", () => {
  it("accepts someone who turns 18 today", () => {
    expect(isOldEnough("2008-06-15", today)).toBe(true);
  });
  it("refuses someone who turns 18 tomorrow", () => {
    expect(isOldEnough("2008-06-16", today)).toBe(false);
  });
  it("refuses a missing or invalid date", () => {
    expect(isOldEnough("", today)).toBe(false);
    expect(isOldEnough("not-a-date", today)).toBe(false);
  });
  it("handles a 29 February birthday in a non-leap year", () => {
    expect(isOldEnough("2008-02-29", { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isOldEnough("2008-02-29", { year: 2026, month: 3, day: 1 })).toBe(true);
  });
});
