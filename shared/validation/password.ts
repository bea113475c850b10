import { MAX_PASSWORD_SCORE, MIN_PASSWORD_LENGTH } from "@/shared/validation/constants";

export type PasswordStrength = "weak" | "medium" | "strong";

/** One point each: length >= 8, an uppercase letter, a lowercase letter, a digit, a special character. */
export function passwordScore(password: string): number {
  const checks = [
    password.length >= MIN_PASSWORD_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

/** Weak at 2 or less, medium at 3, strong above 3. */
export function strengthOf(score: number): PasswordStrength {
  if (score <= 2) return "weak";
  if (score === 3) return "medium";
  return "strong";
}

/** Width of the strength bar, as a percentage of the full bar (score / 5). */
export function strengthPercent(score: number): number {
  const clamped = Math.min(Math.max(score, 0), MAX_PASSWORD_SCORE);
  return (clamped / MAX_PASSWORD_SCORE) * 100;
}
