import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { normalizeUsername } from "@/shared/validation/username";
import { countSubscribers } from "@/lib/subscriptions/counts";
import { lockPair, subscriptionOfPair } from "@/lib/subscriptions/pair";
import { subscriptionInfo } from "@/lib/subscriptions/period";

/**
 * Cancels the viewer's subscription to a creator: status cancelled, renewal off, cancelledAt now,
 * end date unchanged, so access lasts until the end of the paid period. Cancelling an already cancelled
 * (still running) subscription is a no-op success; no running subscription answers 404.
 */
export async function unsubscribe(subscriber: { id: string }, creatorUsername: string) {
  const creator = await prisma.user.findUnique({ where: { username: normalizeUsername(creatorUsername) }, select: { id: true } });
  if (!creator) throw notFound("USER_NOT_FOUND");
  return prisma.$transaction(async (tx) => {
    await lockPair(tx, subscriber.id, creator.id);
    const now = new Date();
    const row = await subscriptionOfPair(tx, subscriber.id, creator.id, now);
    if (!row?.givesAccess) throw notFound("NOT_SUBSCRIBED");
    const updated =
      row.status === "active"
        ? await tx.subscription.update({ where: { id: row.id }, data: { status: "cancelled", cancelledAt: now, autoRenew: false } })
        : row;
    const until = updated.endDate.toISOString().slice(0, 10);
    return {
      message: `Successfully unsubscribed! You keep access until ${until}`,
      // cancelling keeps the end date: it still gives access (checked above)
      subscription: subscriptionInfo(updated, true, now),
      subscriberCount: await countSubscribers(creator.id, now, tx),
    };
  });
}
