// How long one paid subscription period lasts: the server starts and renews periods with it
// (lib/subscriptions/period.ts), the checkout dialog tells the fan when it renews.

export const SUBSCRIPTION_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period that starts at `start` (the renewal date of a subscription bought then). */
export function periodEnd(start: Date): Date {
  return new Date(start.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}
