import { describe, expect, it } from "vitest";
import { assertKey, isValidKey, newKey } from "@/lib/storage/keys";
import { parseRange } from "@/lib/media/range";

describe("storage keys (lib/storage/keys)", () => {
  it("are opaque and refuse anything but [a-z0-9-_.]", () => {
    expect(isValidKey(newKey("pm", ".jpg"))).toBe(true);
    for (const bad of ["../etc/passwd", "a/b", "A.jpg", "", ".hidden", "x..y", "key with space"]) {
      expect(isValidKey(bad)).toBe(false);
    }
    expect(() => assertKey("../../x")).toThrow();
  });
});

describe("HTTP ranges (lib/media/range)", () => {
  it("parses start-end, open-ended and suffix ranges; flags unsatisfiable ones", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(parseRange(null, 100)).toBeUndefined();
  });
});
