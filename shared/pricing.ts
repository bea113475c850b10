// THE price of a subscription offer (issue 21, decision 062): the server charges what this
// returns and records it on the payment and the subscription; the checkout confirmation shows the
// same figure before the charge. Pure arithmetic on integer minor units (hundredths of CURRENCY).

/** The bundle lengths a creator may offer, in months. */
export const BUNDLE_MONTHS = [3, 6, 12] as const;
export type BundleMonths = (typeof BUNDLE_MONTHS)[number];

/** Largest percentage off a bundle or a promotion (so a paid offer is never free). */
export const MAX_DISCOUNT_PERCENT = 90;

/** What a fan buys: the monthly price, a bundle, the first month with a promotion, or a free trial. */
export type Offer =
  | { kind: "monthly" }
  | { kind: "bundle"; months: number; discountPercent: number }
  | { kind: "promotion"; discountPercent: number }
  | { kind: "trial"; days: number };

export type Charge = {
  /** what is charged now, in minor units (0 for a trial) */
  amountCents: number;
  /** the monthly price times the months bought, before the discount */
  listCents: number;
  /** listCents - amountCents */
  discountCents: number;
  discountPercent: number;
  /** months the charge pays for (0 for a trial: its length is in days) */
  months: number;
};

/**
 * The charge for `offer` at a monthly price of `monthlyCents`.
 * Rounding: the discount is rounded DOWN to a whole minor unit (floor of list × percent / 100),
 * so the fan pays the list price minus that: 9.99 × 3 at 15 % off → list 29.97, discount 4.49
 * (4.4955 rounded down), charged 25.48. A promotion takes its percentage off the first month only;
 * offers do not stack (a bundle is never also promoted). A trial charges nothing now.
 */
export function subscriptionCharge(monthlyCents: number, offer: Offer): Charge {
  if (!Number.isInteger(monthlyCents) || monthlyCents <= 0) throw new Error(`subscriptionCharge: monthlyCents must be a positive integer, got ${monthlyCents}`);
  if (offer.kind === "trial") return { amountCents: 0, listCents: 0, discountCents: 0, discountPercent: 100, months: 0 };
  const months = offer.kind === "bundle" ? offer.months : 1;
  const percent = offer.kind === "monthly" ? 0 : offer.discountPercent;
  if (!Number.isInteger(months) || months < 1) throw new Error(`subscriptionCharge: months must be a positive integer, got ${months}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > MAX_DISCOUNT_PERCENT) {
    throw new Error(`subscriptionCharge: discountPercent must be an integer from 0 to ${MAX_DISCOUNT_PERCENT}, got ${percent}`);
  }
  const listCents = monthlyCents * months;
  const discountCents = Math.floor((listCents * percent) / 100);
  return { amountCents: listCents - discountCents, listCents, discountCents, discountPercent: percent, months };
}
