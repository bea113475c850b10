import { describe, expect, it } from "vitest";
import { checkNewPassword } from "@/client/forms/password-form";

describe("checkNewPassword (reset and change-password forms)", () => {
  it("asks for every field first", () => {
    expect(checkNewPassword({ password: "", confirm: "" })).toBe("fillAllFields");
    expect(checkNewPassword({ current: "", password: "Longenough1", confirm: "Longenough1" })).toBe("fillAllFields");
  });

  it("then the minimum length of 8, then the confirmation", () => {
    expect(checkNewPassword({ password: "short", confirm: "other" })).toBe("passwordTooShort");
    expect(checkNewPassword({ password: "12345678", confirm: "12345678" })).toBeNull();
    expect(checkNewPassword({ password: "Longenough1", confirm: "Longenough2" })).toBe("passwordsMismatch");
  });

  it("a change must differ from the current password; a reset has no current password", () => {
    expect(checkNewPassword({ current: "Same-pass-1", password: "Same-pass-1", confirm: "Same-pass-1" })).toBe("passwordUnchanged");
    expect(checkNewPassword({ current: "Old-pass-1", password: "New-pass-22", confirm: "New-pass-22" })).toBeNull();
    expect(checkNewPassword({ password: "New-pass-22", confirm: "New-pass-22" })).toBeNull();
  });
});
