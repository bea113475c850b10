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
 * With `postId`, the post is announced once, when it is out: the call first claims it
 * (announcedAt, set by one caller only, and only once the post is published and its scheduled
 * time has come); a scheduled post is announced by the job (announceDuePosts) when its time comes.
 */
export async function notifyNewPost(post: { postId?: string; authorId: string; title: string }, now = new Date()): Promise<number> {
  try {
    if (post.postId && !(await claimAnnouncement(post.postId, now))) return 0;
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

/** Marks the post announced if it is out and was not announced yet: true for the one caller that did. */
async function claimAnnouncement(postId: string, now: Date): Promise<boolean> {
  const claimed = await prisma.post.updateMany({
    where: { id: postId, announcedAt: null, status: "published", publishedAt: { lte: now } },
    data: { announcedAt: now },
  });
  return claimed.count === 1;
}

/** How far back the job looks for scheduled posts whose announcement is due (older ones are not announced late). */
const ANNOUNCE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The timed job (lib/jobs/registry.ts, every SCHEDULED_POSTS_INTERVAL_SECONDS): announces every
 * scheduled post whose time has come at `now` and that nobody announced yet, each exactly once
 * whatever the number of instances or restarts (the claim above). Answers how many it announced.
 */
export async function announceDuePosts(now = new Date()): Promise<number> {
  const due = await prisma.post.findMany({
    where: { publishAt: { not: null, lte: now, gt: new Date(now.getTime() - ANNOUNCE_WINDOW_MS) }, announcedAt: null, status: "published", publishedAt: { lte: now } },
    select: { id: true, authorId: true, title: true },
    orderBy: { publishAt: "asc" },
    take: 500,
  });
  let announced = 0;
  for (const p of due) {
    if (!(await claimAnnouncement(p.id, now))) continue;
    announced++;
    await notifyNewPost({ authorId: p.authorId, title: p.title }, now);
  }
  return announced;
}
