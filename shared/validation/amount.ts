// Money rules of the server (SPEC sections 5 and 9): amounts are kept in whole cents. Used by the
// tip and subscription-price schemas (shared/schemas) and by lib/ when it stores an amount.

/** An amount in dollars as whole cents (the unit the database keeps money in). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** True when the amount has at most 2 decimals (up to float noise). */
export const hasAtMostTwoDecimals = (amount: number): boolean => Math.abs(toCents(amount) - amount * 100) < 1e-6;

/**
 * True for a finite amount worth at least one cent: 0.000000001 is positive, but 0 cents once
 * rounded, and must be refused rather than charged or stored as a free price.
 */
export const isAtLeastOneCent = (amount: number): boolean => Number.isFinite(amount) && toCents(amount) >= 1;
