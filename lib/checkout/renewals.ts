import { prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { notify } from "@/lib/notifications/notify";
import { checkout } from "@/lib/checkout/checkout";
import { periodEnd } from "@/lib/subscriptions/period";

/**
 * Subscription renewals (docs/decisions/025-money.md), run by the job queue with the time it runs
 * at (tests pass a moved clock):
 *  - an active subscription with autoRenew whose period has ended is charged to the fan's default
 *    card (off-session: a card that needs the fan's confirmation fails); success starts the next
 *    period where the last one ended (lib/subscriptions/paid.ts);
 *  - a failure makes it past_due (no access) from the period's end, and the fan is told;
 *  - a past_due subscription is retried once a day during GRACE_DAYS (success: a new period from
 *    the retry), then it expires and the fan is told.
 * Every attempt has its own idempotency key (subscription, period end, attempt): a run repeated
 * by another instance, or after a crash, never charges twice.
 */

export const GRACE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export type RenewalRun = { renewed: number; failed: number; expired: number };

export async function renewDueSubscriptions(now = new Date()): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, failed: 0, expired: 0 };
  const due = await prisma.subscription.findMany({
    where: { OR: [{ status: "active", autoRenew: true, endDate: { lte: now } }, { status: "past_due" }] },
    orderBy: { endDate: "asc" },
    take: BATCH,
    include: { creator: { select: { username: true, subscriptionPrice: true } } },
  });
  for (const sub of due) {
    try {
      await renewOne(sub, now, run);
    } catch (err) {
      log.warn({ err, subscriptionId: sub.id }, "renewal attempt failed");
    }
  }
  if (run.renewed || run.failed || run.expired) log.info({ job: "renewals", ...run }, "subscription renewals");
  return run;
}

type Due = Awaited<ReturnType<typeof prisma.subscription.findMany>>[number] & { creator: { username: string; subscriptionPrice: number | null } };

async function renewOne(sub: Due, now: Date, run: RenewalRun): Promise<void> {
  const pastDueSince = sub.status === "past_due" ? (sub.pastDueSince ?? sub.endDate) : null;
  // past_due beyond the grace, or a creator who no longer sells subscriptions: it ends
  if ((pastDueSince && now.getTime() - pastDueSince.getTime() >= GRACE_DAYS * DAY_MS) || sub.creator.subscriptionPrice === null) {
    const ended = await prisma.subscription.updateMany({
      where: { id: sub.id, status: sub.status, endDate: sub.endDate },
      data: { status: "expired", autoRenew: false, pastDueSince: null },
    });
    if (ended.count === 1) {
      run.expired++;
      await notify({
        recipientId: sub.subscriberId,
        senderId: sub.creatorId,
        priority: "normal",
        template: "subscription_ended",
        params: {},
        actionUrl: `/profile/${sub.creator.username}`,
      });
    }
    return;
  }
  // one attempt at the period's end, then one a day during the grace
  const attempt = pastDueSince ? Math.floor((now.getTime() - pastDueSince.getTime()) / DAY_MS) : 0;
  if (pastDueSince && attempt < 1) return;
  const since = pastDueSince ?? sub.endDate;
  const card =
    (await prisma.savedCard.findFirst({ where: { userId: sub.subscriberId, isDefault: true } })) ??
    (await prisma.savedCard.findFirst({ where: { userId: sub.subscriberId }, orderBy: { createdAt: "desc" } }));
  const start = pastDueSince ? now : sub.endDate;
  let paid = false;
  if (card) {
    try {
      const result = await checkout(
        {
          payerId: sub.subscriberId,
          payeeId: sub.creatorId,
          kind: "subscription",
          amountCents: sub.creator.subscriptionPrice,
          cardId: card.id,
          cardField: "paymentMethod",
          idempotencyKey: `renewal:${sub.id}:${since.toISOString()}:${attempt}`,
          returnPath: `/profile/${sub.creator.username}`,
          subscriptionId: sub.id,
          periodStart: start,
          periodEnd: periodEnd(start),
          renewal: true,
        },
        now,
      );
      paid = result.status === "succeeded";
    } catch (err) {
      // 409: this attempt was already made (another instance, an earlier run): nothing more to do
      if (err instanceof AppError && err.status === 409) return;
      if (!(err instanceof AppError)) throw err;
    }
  }
  if (paid) {
    run.renewed++;
    return;
  }
  run.failed++;
  if (pastDueSince) return;
  const moved = await prisma.subscription.updateMany({
    where: { id: sub.id, status: "active", endDate: sub.endDate },
    data: { status: "past_due", pastDueSince: sub.endDate },
  });
  if (moved.count === 1) {
    await notify({
      recipientId: sub.subscriberId,
      senderId: sub.creatorId,
      priority: "high",
      template: "renewal_failed",
      params: { days: GRACE_DAYS },
      actionUrl: `/profile/${sub.creator.username}`,
    });
  }
}
