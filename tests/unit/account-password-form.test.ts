import { describe, expect, it } from "vitest";
import { passwordChangeForm } from "@/client/forms/account-forms";
import { resetPasswordForm } from "@/client/forms/auth-forms";
import { shownProblem as shown } from "../helpers/form-problem";

const reset = (password: string, confirmPassword: string) => shown(resetPasswordForm, { token: "a-token", password, confirmPassword });
const change = (currentPassword: string, newPassword: string, confirmNewPassword: string) =>
  shown(passwordChangeForm, { currentPassword, newPassword, confirmNewPassword });

describe("reset and change-password forms (the endpoints' own schemas plus the confirmation)", () => {
  it("asks for every field first", () => {
    expect(reset("", "")).toBe("Validation.fillAllFields");
    expect(change("", "Longenough1", "Longenough1")).toBe("Validation.fillAllFields");
  });

  it("then the minimum length of 8, then the confirmation", () => {
    expect(reset("short", "other")).toBe("Validation.passwordTooShort");
    expect(reset("12345678", "12345678")).toBeNull();
    expect(reset("Longenough1", "Longenough2")).toBe("Validation.passwordsMismatch");
  });

  it("a change must differ from the current password; a reset has no current password", () => {
    expect(change("Same-pass-1", "Same-pass-1", "Same-pass-1")).toBe("Settings.passwordUnchanged");
    expect(change("Old-pass-1", "New-pass-22", "New-pass-22")).toBeNull();
    expect(reset("New-pass-22", "New-pass-22")).toBeNull();
  });

  it("refuses what the server refuses: a password over 128 characters", () => {
    expect(reset("a".repeat(129), "a".repeat(129))).toBe("Validation.passwordTooLong");
  });
});
