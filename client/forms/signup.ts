import { isOldEnough } from "@/shared/validation/age";
import { MIN_PASSWORD_LENGTH } from "@/shared/validation/constants";

export interface SignupValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  dateOfBirth: string;
  password: string;
  confirmPassword: string;
}

/** Dictionary keys (namespace Validation) of the sign-up form's client checks. */
export type SignupErrorKey =
  | "fillAllFields"
  | "invalidEmail"
  | "passwordsMismatch"
  | "passwordTooShort"
  | "mustBe18";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Today's calendar date where the user is, as a UTC midnight Date (the age rules read the
 * UTC fields), so someone whose 18th birthday is today locally is let in.
 */
export function localToday(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** The first rule the form breaks, in the order the user reads them, or null when it may be sent. */
export function checkSignup(values: SignupValues, today: Date = localToday()): SignupErrorKey | null {
  const required = Object.values(values).every((value) => value.trim() !== "");
  if (!required) return "fillAllFields";
  if (!EMAIL_SHAPE.test(values.email.trim())) return "invalidEmail";
  if (values.password !== values.confirmPassword) return "passwordsMismatch";
  if (values.password.length < MIN_PASSWORD_LENGTH) return "passwordTooShort";
  if (!isOldEnough(values.dateOfBirth, today)) return "mustBe18";
  return null;
}
