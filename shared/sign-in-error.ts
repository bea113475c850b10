/**
 * The browser sign-in's error text when the password was right and a second factor is needed:
 * `2FA:<challenge>` (next-auth hands an authorize() error message to signIn() as `error`).
 * Shared by lib/auth/next-auth.ts and the sign-in form.
 */
export const TWO_FACTOR_PREFIX = "2FA:";

/**
 * The browser sign-in's error text for an account that may not sign in (lib/auth/accounts.ts):
 * `ACCOUNT:<code>`, the code one of ACCOUNT_REFUSAL_CODES; the form shows it in the reader's language.
 */
export const ACCOUNT_REFUSED_PREFIX = "ACCOUNT:";
export const ACCOUNT_REFUSAL_CODES: string[] = ["ACCOUNT_SUSPENDED", "ACCOUNT_BANNED", "ACCOUNT_DELETED"];
