import { describe, expect, it } from "vitest";
import { APP_NODE_OPTIONS, appNodeOptions } from "@/scripts/lib/node-flags";

describe("the web app's NODE_OPTIONS (launcher and bench alike)", () => {
  it("carries the young-generation size, and the operator's own options after it so theirs win", () => {
    expect(appNodeOptions(undefined)).toBe("--max-semi-space-size=64");
    expect(appNodeOptions("  ")).toBe(APP_NODE_OPTIONS);
    expect(appNodeOptions("--max-semi-space-size=16 --enable-source-maps")).toBe("--max-semi-space-size=64 --max-semi-space-size=16 --enable-source-maps");
  });
});
