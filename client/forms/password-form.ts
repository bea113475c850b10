import { MIN_PASSWORD_LENGTH } from "@/shared/validation/constants";

// Client checks of the password forms (reset and change), in the order the user reads them.
// The keys are dictionary keys: Validation.* for the shared ones, Settings.passwordUnchanged.

export type PasswordFormProblem = "fillAllFields" | "passwordTooShort" | "passwordsMismatch" | "passwordUnchanged";

export function checkNewPassword(values: { current?: string; password: string; confirm: string }): PasswordFormProblem | null {
  const fields = [values.password, values.confirm, ...(values.current === undefined ? [] : [values.current])];
  if (fields.some((v) => v === "")) return "fillAllFields";
  if (values.password.length < MIN_PASSWORD_LENGTH) return "passwordTooShort";
  if (values.password !== values.confirm) return "passwordsMismatch";
  if (values.current !== undefined && values.current === values.password) return "passwordUnchanged";
  return null;
}
