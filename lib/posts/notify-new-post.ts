import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { activeSubscriptionWhere } from "@/lib/subscriptions/active";
import { PUBLIC_NAME_SELECT, publicName } from "@/lib/users/public-name";

/**
 * Tells every active subscriber of the author about a new post (type new_post), in one
 * createMany. Honours each recipient's notification preferences like lib/notifications/notify.ts.
 * Never throws: a post must not fail because of its notifications.
 */
export async function notifyNewPost(post: { authorId: string; title: string }): Promise<number> {
  try {
    const author = await prisma.user.findUnique({
      where: { id: post.authorId },
      select: { username: true, ...PUBLIC_NAME_SELECT },
    });
    if (!author) return 0;
    const subs = await prisma.subscription.findMany({
      where: { creatorId: post.authorId, ...activeSubscriptionWhere() },
      select: { subscriberId: true, subscriber: { select: { notificationPrefs: true } } },
    });
    const recipients = subs
      .filter((s) => s.subscriberId !== post.authorId)
      .filter((s) => ((s.subscriber.notificationPrefs ?? {}) as Record<string, unknown>).new_post !== false)
      .map((s) => s.subscriberId);
    if (recipients.length === 0) return 0;
    const name = publicName(author);
    const { count } = await prisma.notification.createMany({
      data: recipients.map((recipientId) => ({
        recipientId,
        senderId: post.authorId,
        type: "new_post" as const,
        priority: "normal" as const,
        title: "New post",
        message: `${name} published a new post: ${post.title}`.slice(0, 1000),
        actionUrl: `/profile/${author.username}`,
      })),
    });
    return count;
  } catch (err) {
    log.warn({ err, authorId: post.authorId }, "new_post notifications not created");
    return 0;
  }
}
