import { describe, expect, it } from "vitest";
import { subscriptionCharge } from "@/shared/pricing";
import { bundleEnd, offerPeriodEnd, trialEnd } from "@/shared/subscription-period";
import { subscriptionBundlesSchema, promotionSchema, trialLinkSchema } from "@/shared/schemas/offers";
import { subscribeSchema } from "@/shared/schemas/subscriptions";

const DAY = 24 * 60 * 60 * 1000;

describe("the one price function (shared/pricing.ts)", () => {
  it("charges the monthly price as it is", () => {
    expect(subscriptionCharge(999, { kind: "monthly" })).toEqual({ amountCents: 999, listCents: 999, discountCents: 0, discountPercent: 0, months: 1 });
  });

  it("charges a bundle once: months × price minus the discount rounded down to a whole minor unit", () => {
    // 29.97 at 15 % = 4.4955 off -> 4.49 off -> 25.48
    expect(subscriptionCharge(999, { kind: "bundle", months: 3, discountPercent: 15 })).toEqual({
      amountCents: 2548,
      listCents: 2997,
      discountCents: 449,
      discountPercent: 15,
      months: 3,
    });
    expect(subscriptionCharge(1000, { kind: "bundle", months: 12, discountPercent: 25 }).amountCents).toBe(9000);
    expect(subscriptionCharge(1, { kind: "bundle", months: 6, discountPercent: 90 })).toMatchObject({ amountCents: 1, discountCents: 5 });
  });

  it("takes a promotion's percentage off the first month only, rounding the discount down", () => {
    // 9.99 at 50 % = 4.995 off -> 4.99 off -> 5.00 charged
    expect(subscriptionCharge(999, { kind: "promotion", discountPercent: 50 })).toMatchObject({ amountCents: 500, listCents: 999, discountCents: 499, months: 1 });
  });

  it("charges nothing now for a trial", () => {
    expect(subscriptionCharge(999, { kind: "trial", days: 7 }).amountCents).toBe(0);
  });

  it("refuses fractions, zero prices and discounts outside 0-90 % (nothing is ever given away by a bad input)", () => {
    expect(() => subscriptionCharge(9.99, { kind: "monthly" })).toThrow();
    expect(() => subscriptionCharge(0, { kind: "monthly" })).toThrow();
    expect(() => subscriptionCharge(999, { kind: "bundle", months: 3, discountPercent: 100 })).toThrow();
    expect(() => subscriptionCharge(999, { kind: "promotion", discountPercent: 12.5 })).toThrow();
    expect(() => subscriptionCharge(999, { kind: "bundle", months: 0, discountPercent: 10 })).toThrow();
  });
});

describe("what a first payment buys, in time", () => {
  it("a bundle ends that many calendar months later, on the month's last day when it is shorter", () => {
    expect(bundleEnd(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(bundleEnd(new Date("2027-11-30T10:00:00Z"), 3).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(bundleEnd(new Date("2026-03-15T08:30:00Z"), 12).toISOString()).toBe("2027-03-15T08:30:00.000Z");
    expect(offerPeriodEnd(new Date("2026-05-10T00:00:00Z"), 6).toISOString()).toBe("2026-11-10T00:00:00.000Z");
  });
  it("without a bundle, one 30-day period; a trial its days", () => {
    const start = new Date("2026-05-10T00:00:00Z");
    expect(offerPeriodEnd(start, null).getTime()).toBe(start.getTime() + 30 * DAY);
    expect(trialEnd(start, 7).getTime()).toBe(start.getTime() + 7 * DAY);
  });
});

describe("offer inputs", () => {
  const soon = new Date(Date.now() + DAY).toISOString();
  it("bundles: 3, 6 or 12 months, 1-90 %, one per length", () => {
    expect(subscriptionBundlesSchema.safeParse({ bundles: [{ months: 3, discountPercent: 10 }, { months: 12, discountPercent: 30 }] }).success).toBe(true);
    expect(subscriptionBundlesSchema.safeParse({ bundles: [{ months: 4, discountPercent: 10 }] }).success).toBe(false);
    expect(subscriptionBundlesSchema.safeParse({ bundles: [{ months: 3, discountPercent: 95 }] }).success).toBe(false);
    expect(subscriptionBundlesSchema.safeParse({ bundles: [{ months: 3, discountPercent: 10 }, { months: 3, discountPercent: 20 }] }).success).toBe(false);
  });
  it("promotions and trial links end in the future; trials last 1 to 30 days", () => {
    expect(promotionSchema.safeParse({ discountPercent: 20, audience: "new", endsAt: soon }).success).toBe(true);
    expect(promotionSchema.safeParse({ discountPercent: 20, audience: "new", endsAt: "2020-01-01T00:00:00Z" }).success).toBe(false);
    expect(trialLinkSchema.safeParse({ days: 30, maxClaims: 10, expiresAt: soon }).success).toBe(true);
    expect(trialLinkSchema.safeParse({ days: 31, maxClaims: 10, expiresAt: soon }).success).toBe(false);
    expect(trialLinkSchema.safeParse({ days: 0, maxClaims: 10, expiresAt: soon }).success).toBe(false);
  });
  it("subscribe takes a bundle or a trial, not both", () => {
    const base = { creatorId: crypto.randomUUID(), paymentMethod: crypto.randomUUID() };
    expect(subscribeSchema.safeParse({ ...base, bundleMonths: 6 }).success).toBe(true);
    expect(subscribeSchema.safeParse({ ...base, trialCode: "abcdefgh12" }).success).toBe(true);
    expect(subscribeSchema.safeParse({ ...base, bundleMonths: 6, trialCode: "abcdefgh12" }).success).toBe(false);
  });
});
