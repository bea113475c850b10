import { prisma } from "@/lib/db";
import { ACCOUNT_STANDING_SELECT, accountShown } from "@/lib/access/accounts";
import { assertAuthorOpen, type Audience } from "@/lib/access/audience";
import { notFound } from "@/lib/errors";
import { normalizeUsername } from "@/shared/validation/username";
import { trialEnd } from "@/shared/subscription-period";
import { bundlesOf } from "@/lib/offers/bundles";
import { fanState } from "@/lib/offers/fan-state";
import { promotionFor, publicPromotion } from "@/lib/offers/promotions";
import { hadTrial, openTrialLink } from "@/lib/offers/trials";
import { AppError } from "@/lib/errors";

/**
 * GET /api/users/{username}/offers[?trial=CODE]: what the profile's subscribe button offers the
 * viewer (bearer optional): the monthly price, the bundles, the promotion they would get now (an
 * anonymous visitor sees the one for new subscribers) and, with a trial code, the trial and
 * whether they may claim it. Prices come from shared/pricing.ts, as the charge will.
 */
export async function offersFor(username: string, audience: Audience, trialCode: string | undefined, now = new Date()) {
  const creator = await prisma.user.findUnique({
    where: { username: normalizeUsername(username) },
    select: { id: true, username: true, role: true, subscriptionPrice: true, ...ACCOUNT_STANDING_SELECT },
  });
  if (!creator || creator.role !== "MEMBER" || !accountShown(creator, now)) throw notFound("USER_NOT_FOUND");
  await assertAuthorOpen(creator.id, audience);
  const monthly = creator.subscriptionPrice;
  const viewerId = audience.viewerId;
  const state = viewerId && viewerId !== creator.id ? await fanState(viewerId, creator.id, now) : "new";
  const promotion = monthly && viewerId !== creator.id ? await promotionFor(viewerId, creator.id, state, now) : null;
  return {
    creatorId: creator.id,
    monthlyPrice: monthly === null ? null : monthly / 100,
    bundles: monthly === null ? [] : await bundlesOf(creator.id, monthly),
    promotion: promotion && monthly ? await publicPromotion(promotion, monthly) : null,
    trial: trialCode && monthly ? await trialOffer(creator.id, viewerId, state, trialCode, monthly, now) : null,
  };
}

async function trialOffer(creatorId: string, viewerId: string | null, state: string, code: string, monthly: number, now: Date) {
  try {
    const link = await openTrialLink(creatorId, code, now);
    const used = viewerId ? await hadTrial(viewerId, creatorId) : false;
    return {
      code,
      days: link.days,
      expiresAt: link.expiresAt.toISOString(),
      /** the first charge, when the trial ends (renewal at the monthly price) */
      firstCharge: { amount: monthly / 100, at: trialEnd(now, link.days).toISOString() },
      available: !used && state !== "subscribed",
      reason: used ? ("TRIAL_ALREADY_USED" as const) : state === "subscribed" ? ("ALREADY_SUBSCRIBED" as const) : null,
    };
  } catch (err) {
    if (!(err instanceof AppError) || !err.code) throw err;
    return { code, days: null, expiresAt: null, firstCharge: null, available: false, reason: err.code };
  }
}
