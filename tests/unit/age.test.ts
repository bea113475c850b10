import { describe, expect, it } from "vitest";
import { ageOn, isOldEnough, parseDateOnly } from "../../shared/validation/age";

const today = new Date(Date.UTC(2026, 5, 15)); // 15 June 2026

describe("parseDateOnly", () => {
  it("reads a date input value", () => {
    expect(parseDateOnly("2000-02-29")).toEqual({ y: 2000, m: 2, d: 29 });
  });
  it("rejects impossible or malformed dates", () => {
    expect(parseDateOnly("2001-02-29")).toBeNull();
    expect(parseDateOnly("2001-13-01")).toBeNull();
    expect(parseDateOnly("15/06/2008")).toBeNull();
    expect(parseDateOnly("")).toBeNull();
  });
});

describe("ageOn", () => {
  it("counts the birthday only once month and day are reached", () => {
    expect(ageOn({ y: 2008, m: 6, d: 15 }, today)).toBe(18);
    expect(ageOn({ y: 2008, m: 6, d: 16 }, today)).toBe(17);
    expect(ageOn({ y: 2008, m: 7, d: 1 }, today)).toBe(17);
    expect(ageOn({ y: 2008, m: 5, d: 30 }, today)).toBe(18);
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
    expect(isOldEnough("2008-02-29", new Date(Date.UTC(2026, 1, 28)))).toBe(false);
    expect(isOldEnough("2008-02-29", new Date(Date.UTC(2026, 2, 1)))).toBe(true);
  });
});
