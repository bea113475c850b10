import { content } from "@/lib/notifications/templates";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, conflict } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { payerCard } from "@/lib/checkout/checkout";
import { lockPair, subscriptionOfPair } from "@/lib/subscriptions/pair";
import { countSubscribers } from "@/lib/subscriptions/counts";
import { subscriptionInfo } from "@/lib/subscriptions/period";
import { requireVerifiedCreator } from "@/lib/users/creator";
import { hadTrial, openTrialLink, TRIAL_ALREADY_USED } from "@/lib/offers/trials";
import { trialEnd } from "@/shared/subscription-period";

export type TrialResult = {
  message: string;
  subscription: ReturnType<typeof subscriptionInfo>;
  subscriberCount: number;
  trial: { days: number; firstCharge: { amount: number; at: string } };
};

const alreadyUsed = () => new AppError(409, "You already had a free trial of this creator", undefined, TRIAL_ALREADY_USED);

/**
 * POST /api/users/subscribe {creatorId, paymentMethod, trialCode}: a free trial (issue 21). No
 * charge now: the subscription is active for the link's `days`, renewal on, with the card chosen
 * (a saved card is required so it can renew); the renewal job (lib/checkout/renewals.ts) makes the
 * first charge at its end, at the monthly price. One trial per fan per creator, ever; a fan with
 * access now cannot start one (409). The claim, the subscription and the creator's notification
 * commit together, under the pair's lock and the link's.
 */
export async function claimTrial(
  fan: { id: string },
  creator: { id: string; username: string; subscriptionPrice: number },
  paymentMethod: string,
  code: string,
  now = new Date(),
): Promise<TrialResult> {
  await requireVerifiedCreator(creator.id);
  try {
    return await prisma.$transaction(async (tx) => {
      await payerCard(fan.id, paymentMethod, "paymentMethod", now, tx);
      await lockPair(tx, fan.id, creator.id);
      const link = await openTrialLink(creator.id, code, now, tx, true);
      if (await hadTrial(fan.id, creator.id, tx)) throw alreadyUsed();
      const existing = await subscriptionOfPair(tx, fan.id, creator.id, now);
      if (existing?.givesAccess === true || existing?.status === "past_due") throw conflict("ALREADY_SUBSCRIBED");
      await tx.trialClaim.create({ data: { trialLinkId: link.id, fanId: fan.id, creatorId: creator.id, claimedAt: now } });
      const data = {
        status: "active" as const,
        priceCents: 0,
        paymentMethod,
        startDate: now,
        endDate: trialEnd(now, link.days),
        cancelledAt: null,
        autoRenew: true,
        pastDueSince: null,
        bundleMonths: null,
        discountPercent: null,
        promotionId: null,
        trial: true,
        // a new subscriber: the creator's welcome message is owed (lib/chat/welcome.ts)
        welcomePending: true,
      };
      const row = await tx.subscription.upsert({
        where: { subscriberId_creatorId: { subscriberId: fan.id, creatorId: creator.id } },
        create: { subscriberId: fan.id, creatorId: creator.id, ...data },
        update: data,
      });
      const who = await tx.user.findUniqueOrThrow({ where: { id: fan.id }, select: { username: true } });
      await notify(
        {
          recipientId: creator.id,
          senderId: fan.id,
          ...content("trial_started", { days: link.days }),
          actionUrl: `/profile/${who.username}`,
        },
        tx,
      );
      return {
        message: `Your ${link.days}-day free trial has started`,
        subscription: subscriptionInfo(row, true, now),
        subscriberCount: await countSubscribers(creator.id, now, tx),
        trial: { days: link.days, firstCharge: { amount: creator.subscriptionPrice / 100, at: row.endDate.toISOString() } },
      };
    });
  } catch (err) {
    // two claims of the same fan at once: the unique key (fan, creator) let one through
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw alreadyUsed();
    throw err;
  }
}
