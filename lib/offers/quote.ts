import { prisma, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { subscriptionCharge, type Charge, type Offer } from "@/shared/pricing";
import { bundleOf } from "@/lib/offers/bundles";
import { fanState, fanStateOf } from "@/lib/offers/fan-state";
import { promotionFor } from "@/lib/offers/promotions";

export const BUNDLE_NOT_OFFERED = "BUNDLE_NOT_OFFERED";
export const PRICE_CHANGED = "PRICE_CHANGED";

export type Quote = { offer: Offer; charge: Charge; bundleMonths: number | null; promotionId: string | null };

/**
 * What a new paid subscription costs the fan now (shared/pricing.ts does the arithmetic): the
 * bundle asked for (400 BUNDLE_NOT_OFFERED when the creator has none of that length), else the
 * monthly price with the promotion the fan is entitled to, if any.
 */
export type QuoteOptions = {
  bundleMonths?: number | undefined;
  now: Date;
  db?: Tx | typeof prisma;
  /** inside the checkout's transaction: the promotion is re-read under lock */
  lock?: boolean;
  /** the fan's subscription to the creator (lib/subscriptions/pair.ts) when the caller has just read it, null for none; undefined reads it */
  pair?: Parameters<typeof fanStateOf>[0];
};

export async function quoteSubscription(
  fanId: string | null,
  creator: { id: string; subscriptionPrice: number },
  { bundleMonths, now, db = prisma, lock = false, pair }: QuoteOptions,
): Promise<Quote> {
  if (bundleMonths) {
    const bundle = await bundleOf(creator.id, bundleMonths, db);
    if (!bundle) throw new AppError(400, "This creator does not offer this bundle", { bundleMonths: ["This creator does not offer this bundle"] }, BUNDLE_NOT_OFFERED);
    const offer: Offer = { kind: "bundle", months: bundle.months, discountPercent: bundle.discountPercent };
    return { offer, charge: subscriptionCharge(creator.subscriptionPrice, offer), bundleMonths: bundle.months, promotionId: null };
  }
  const state = !fanId ? "new" : pair !== undefined ? fanStateOf(pair) : await fanState(fanId, creator.id, now, db);
  const promotion = await promotionFor(fanId, creator.id, state, now, db, lock);
  const offer: Offer = promotion ? { kind: "promotion", discountPercent: promotion.discountPercent } : { kind: "monthly" };
  return { offer, charge: subscriptionCharge(creator.subscriptionPrice, offer), bundleMonths: null, promotionId: promotion?.id ?? null };
}

/** 409 PRICE_CHANGED when the confirmation showed another amount than the one charged now. */
export function assertExpectedAmount(expectedAmount: number | undefined, quote: Quote): void {
  if (expectedAmount === undefined) return;
  if (Math.round(expectedAmount * 100) !== quote.charge.amountCents) throw priceChanged();
}

export const priceChanged = () => new AppError(409, "The price has changed since you opened the confirmation; please check it again", undefined, PRICE_CHANGED);
