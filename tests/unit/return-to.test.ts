import { describe, expect, it } from "vitest";
import { safeReturnPath, signInHref } from "@/shared/return-to";

describe("the return path of sign-in (?next=)", () => {
  it("keeps a path of this site, with its query and hash, without its language prefix", () => {
    expect(safeReturnPath("/chat?user=amel")).toBe("/chat?user=amel");
    expect(safeReturnPath("/settings#privacy")).toBe("/settings#privacy");
    expect(safeReturnPath("/fr/earnings")).toBe("/earnings");
    expect(safeReturnPath("/en")).toBe("/");
    expect(safeReturnPath("/english-teacher")).toBe("/english-teacher"); // not a language prefix
  });

  it("refuses anything that would leave the site (no open redirect)", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/\n/evil.example",
      "evil.example",
      "",
      " /chat",
      "/".padEnd(2000, "a"),
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
    }
    // an encoded line break stays an encoded path of this site
    expect(safeReturnPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
    expect(safeReturnPath(["/chat"])).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it("never returns to the sign-in pages themselves", () => {
    expect(safeReturnPath("/login")).toBeNull();
    expect(safeReturnPath("/fr/login?next=/chat")).toBeNull();
    expect(safeReturnPath("/signup")).toBeNull();
  });

  it("builds the sign-in address that comes back", () => {
    expect(signInHref("/chat?user=x")).toEqual({ pathname: "/login", query: { next: "/chat?user=x" } });
    expect(signInHref("/")).toEqual({ pathname: "/login" });
    expect(signInHref("//evil.example")).toEqual({ pathname: "/login" });
    expect(signInHref("/earnings", "/signup")).toEqual({ pathname: "/signup", query: { next: "/earnings" } });
  });
});
