import { describe, expect, it } from "vitest";
import { initialPostStatus, sampledForReview } from "@/lib/posts/publication";

const now = new Date("2026-11-25T10:00:00Z");

describe("initialPostStatus (the one rule of how a new post starts)", () => {
  it("pre mode: untrusted creators wait for review, trusted ones publish", () => {
    expect(initialPostStatus({ trustedAt: null }, now, "pre")).toBe("in_review");
    expect(initialPostStatus({ trustedAt: now }, now, "pre")).toBe("published");
  });
  it("post mode: everyone publishes at once, except restricted accounts", () => {
    expect(initialPostStatus({ trustedAt: null }, now, "post")).toBe("published");
    expect(initialPostStatus({ trustedAt: now, accountStatus: "restricted" }, now, "post")).toBe("in_review");
  });
});

describe("sampledForReview", () => {
  it("is a stable draw of about the given share, 0 and 100 being none and all", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const drawn = ids.filter((id) => sampledForReview(id, 10)).length;
    expect(drawn).toBeGreaterThan(140);
    expect(drawn).toBeLessThan(260);
    expect(ids.filter((id) => sampledForReview(id, 10))).toEqual(ids.filter((id) => sampledForReview(id, 10)));
    expect(ids.some((id) => sampledForReview(id, 0))).toBe(false);
    expect(ids.every((id) => sampledForReview(id, 100))).toBe(true);
  });
});
