/**
 * The browser sign-in's error text when the password was right and a second factor is needed:
 * `2FA:<challenge>` (next-auth hands an authorize() error message to signIn() as `error`).
 * Shared by lib/auth/next-auth.ts and the sign-in form.
 */
export const TWO_FACTOR_PREFIX = "2FA:";
