import { prisma } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { checkSchedule } from "@/lib/posts/offer";
import { notifyNewPost } from "@/lib/posts/notify-new-post";
import { readPosts } from "@/lib/posts/select";
import type { ScheduleUpdateInput } from "@/shared/schemas/posts";

/**
 * The owner's queue of scheduled posts (issue 21 point 5): posts whose publication time is still
 * ahead. The time itself is the rule (lib/access/posts.ts reads publishedAt), so editing a
 * schedule is writing a time, and a post goes out at its time on every instance, restarted or
 * not; the job of lib/posts/notify-new-post.ts tells subscribers when it does.
 */

export const POST_NOT_SCHEDULED = "POST_NOT_SCHEDULED";
const QUEUE_LIMIT = 100;

/** GET /api/posts/scheduled: the viewer's posts not out yet, soonest first. */
export async function scheduledPosts(ownerId: string, now = new Date()) {
  return { posts: await readPosts(ownerId, { scheduledOf: ownerId, after: now, limit: QUEUE_LIMIT }) };
}

/** The owner's post that is still waiting for its time; else 404 (not theirs) or 409 POST_NOT_SCHEDULED (already out). */
async function waitingPost(ownerId: string, postId: string, now: Date) {
  const post = await prisma.post.findUnique({ where: { id: postId }, select: { id: true, authorId: true, title: true, status: true, publishedAt: true } });
  if (!post || post.authorId !== ownerId) throw notFound("POST_NOT_FOUND");
  if (post.publishedAt.getTime() <= now.getTime()) throw new AppError(409, "This post is already out", undefined, POST_NOT_SCHEDULED);
  return post;
}

/**
 * PATCH /api/posts/{postId}/schedule {publishAt, expiresAt}: a new time for a post still waiting
 * (publishAt null: out now, and its subscribers are told), and its expiry.
 */
export async function updateSchedule(ownerId: string, postId: string, input: ScheduleUpdateInput, now = new Date()) {
  const post = await waitingPost(ownerId, postId, now);
  const { publishAt, expiresAt } = checkSchedule(input.publishAt, input.expiresAt, now);
  const moved = await prisma.post.updateMany({
    where: { id: postId, authorId: ownerId, publishedAt: { gt: now } },
    data: { publishAt, publishedAt: publishAt ?? now, expiresAt },
  });
  if (moved.count === 0) throw new AppError(409, "This post is already out", undefined, POST_NOT_SCHEDULED);
  if (!publishAt && post.status === "published") await notifyNewPost({ postId, authorId: ownerId, title: post.title }, now);
  const [updated] = await readPosts(ownerId, { id: postId });
  return { post: updated };
}

/**
 * DELETE /api/posts/{postId}/schedule: cancels a post still waiting (for its time, or for its
 * videos: `processing`), which is deleted; its media stay in the owner's vault (only its placements
 * go; the Media rows keep their owner).
 */
export async function cancelScheduled(ownerId: string, postId: string, now = new Date()) {
  // a post waiting for its videos (decision 076) has never been shown either: its author may drop it
  const processing = await prisma.post.count({ where: { id: postId, authorId: ownerId, status: "processing" } });
  if (!processing) await waitingPost(ownerId, postId, now);
  await prisma.$transaction(async (tx) => {
    const gone = await tx.post.deleteMany({ where: { id: postId, authorId: ownerId, OR: [{ publishedAt: { gt: now } }, { status: "processing" }] } });
    if (gone.count === 0) throw new AppError(409, "This post is already out", undefined, POST_NOT_SCHEDULED);
  });
  return { message: "Scheduled post deleted" };
}
