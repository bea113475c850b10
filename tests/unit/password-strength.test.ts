import { describe, expect, it } from "vitest";
import { passwordScore, strengthOf, strengthPercent } from "../../shared/validation/password";

describe("passwordScore", () => {
  it("gives nothing for an empty password", () => {
    expect(passwordScore("")).toBe(0);
  });
  it("gives one point per rule", () => {
    expect(passwordScore("abc")).toBe(1); // lowercase
    expect(passwordScore("abcdefgh")).toBe(2); // + length
    expect(passwordScore("Abcdefgh")).toBe(3); // + uppercase
    expect(passwordScore("Abcdefg1")).toBe(4); // + digit
    expect(passwordScore("Abcdef1!")).toBe(5); // + special
  });
  it("counts length only from 8 characters", () => {
    expect(passwordScore("aaaaaaa")).toBe(1);
    expect(passwordScore("aaaaaaaa")).toBe(2);
  });
  it("treats a non-Latin character as special", () => {
    expect(passwordScore("é")).toBe(1);
  });
});

describe("strengthOf", () => {
  it("is weak at 2 or less, medium at 3, strong above 3", () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthOf)).toEqual([
      "weak", "weak", "weak", "medium", "strong", "strong",
    ]);
  });
});

describe("strengthPercent", () => {
  it("is score over 5", () => {
    expect(strengthPercent(0)).toBe(0);
    expect(strengthPercent(3)).toBe(60);
    expect(strengthPercent(5)).toBe(100);
  });
  it("stays within the bar", () => {
    expect(strengthPercent(9)).toBe(100);
    expect(strengthPercent(-1)).toBe(0);
  });
});
