import { kysely } from "@/lib/db/kysely";
import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { draftKind, draftParams, draftText, insertNotifications, notificationClock } from "@/lib/notifications/notify";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";
import { blockedBySql } from "@/lib/access/audience";
import { sql } from "kysely";

/**
 * Tells every subscriber who has access to the author's posts (lib/access/subscription.ts) about
 * a new post (type new_post), except members the author blocked (lib/access/audience.ts), in one statement through insertNotifications (preferences, never
 * oneself). Never throws: a post must not fail because of its notifications.
 */
export async function notifyNewPost(post: { authorId: string; title: string }): Promise<number> {
  try {
    const author = await prisma.user.findUnique({
      where: { id: post.authorId },
      select: { username: true },
    });
    if (!author) return 0;
    const k = kysely();
    const drafts = k
      .selectFrom("Subscription as s")
      .where("s.creatorId", "=", post.authorId)
      .where(givesAccess(subscriptionRow("s"), new Date()))
      .where((eb) => eb.not(blockedBySql(sql.ref("s.creatorId"), sql.ref("s.subscriberId"))))
      .select([
        "s.subscriberId as recipientId",
        "s.creatorId as senderId",
        ...draftKind("new_post"),
        draftParams({ postTitle: post.title }).as("params"),
        draftText(`/profile/${author.username}`).as("actionUrl"),
        notificationClock.as("createdAt"),
      ]);
    const result = await insertNotifications(k, drafts).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  } catch (err) {
    log.warn({ err, authorId: post.authorId }, "new_post notifications not created");
    return 0;
  }
}
