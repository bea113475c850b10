// How long one paid subscription period lasts: the server starts and renews periods with it
// (lib/subscriptions/period.ts), the checkout dialog tells the fan when it renews.

export const SUBSCRIPTION_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period that starts at `start` (the renewal date of a subscription bought then). */
export function periodEnd(start: Date): Date {
  return new Date(start.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}

/**
 * The end of a bundle of `months` bought at `start`: the same day `months` calendar months later
 * (UTC), or that month's last day when it is shorter (31 January + 1 month = 28/29 February).
 */
export function bundleEnd(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The end of a free trial of `days` days that starts at `start`. */
export function trialEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** The end of what a first subscription payment buys: a bundle's months, else one period. */
export function offerPeriodEnd(start: Date, bundleMonths: number | null | undefined): Date {
  return bundleMonths ? bundleEnd(start, bundleMonths) : periodEnd(start);
}
