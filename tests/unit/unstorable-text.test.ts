import { describe, expect, it } from "vitest";
import { hasUnstorableText } from "@/lib/http/parse";

describe("hasUnstorableText", () => {
  it("finds NUL bytes and unpaired surrogates at any depth", () => {
    expect(hasUnstorableText("a\u0000b")).toBe(true);
    expect(hasUnstorableText({ a: ["ok", { b: "\ud800" }] })).toBe(true);
    expect(hasUnstorableText("x\udc00")).toBe(true);
  });
  it("accepts ordinary text, emoji, RTL and Arabic", () => {
    expect(hasUnstorableText({ a: "مرحبا بيك 🙂 𝕏 \u202e ok", n: 3, z: null })).toBe(false);
  });
});
