import { describe, expect, it } from "vitest";
import { badgeText, decrementUnread } from "@/client/badge";
import { searchableQuery, searchPageHref, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "@/shared/validation/search";

describe("badgeText (unread badges)", () => {
  it("draws no badge for zero, negative or missing counts", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it("shows the number up to 99 and 99+ above 99", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(5000)).toBe("99+");
  });
  it("lowers the unread count by one, never below 0", () => {
    expect(decrementUnread(3)).toBe(2);
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
  });
});

describe("header search input rule", () => {
  it("needs at least 2 characters after trimming, with a 300 ms pause", () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(searchableQuery("")).toBeNull();
    expect(searchableQuery("y")).toBeNull();
    expect(searchableQuery("  y   ")).toBeNull();
    expect(searchableQuery(undefined)).toBeNull();
    expect(searchableQuery("ya")).toBe("ya");
    expect(searchableQuery("  yas ")).toBe("yas");
  });
  it("submits the trimmed, encoded query to the search page", () => {
    expect(searchPageHref("  yas ")).toBe("/search?q=yas");
    expect(searchPageHref("lina sounds & co")).toBe("/search?q=lina%20sounds%20%26%20co");
    expect(searchPageHref("يا")).toBe(`/search?q=${encodeURIComponent("يا")}`);
  });
});
