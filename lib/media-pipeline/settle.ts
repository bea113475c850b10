import { prisma } from "@/lib/db";
import { awaitsConsent } from "@/lib/consent/performers";
import { log } from "@/lib/log";
import { notify } from "@/lib/notifications/notify";
import { notifyNewPost } from "@/lib/posts/notify-new-post";
import { initialPostStatus, publicationTime, sampledForReview } from "@/lib/posts/publication";
import type { ErrorCode } from "@/lib/errors";

// Posts that wait for their videos (issue 24 point 4; decision 074): a post created with a video
// is `processing` (its author alone sees it). When the last of its media is ready it becomes what
// a post made at that moment would be, by the one rule of lib/posts/publication.ts
// (initialPostStatus: published, or in_review under pre-moderation; a published one may be drawn
// for a sampled check), held as a draft while a co-performer has not accepted
// (lib/consent/performers.ts), published at its scheduled time if that is still ahead; and only
// then are the subscribers told (notifyNewPost, once).

/** Settles one processing post if every medium it shows is ready: answers its new status, or null (still waiting, or settled by another worker). */
export async function settlePost(postId: string, now = new Date()): Promise<string | null> {
  const settled = await prisma.$transaction(async (tx) => {
    const post = await tx.post.findUnique({
      where: { id: postId },
      select: { id: true, status: true, title: true, authorId: true, publishAt: true, author: { select: { trustedAt: true, accountStatus: true } } },
    });
    if (!post || post.status !== "processing") return null;
    const waiting = await tx.media.count({ where: { placements: { some: { postId } }, status: { not: "ready" } } });
    if (waiting > 0) return null;
    let status: "published" | "in_review" | "draft" = initialPostStatus(post.author, now);
    if (status === "published" && (await awaitsConsent(tx, postId))) status = "draft";
    // the claim: one settler only (two videos of a post finishing at once)
    const { count } = await tx.post.updateMany({ where: { id: postId, status: "processing" }, data: { status, publishedAt: publicationTime(post, now) } });
    if (count !== 1) return null;
    const kind = status === "in_review" ? "pre" : status === "published" && sampledForReview(postId) ? "sampled" : null;
    if (kind && !(await tx.postReview.findUnique({ where: { postId }, select: { id: true } }))) await tx.postReview.create({ data: { postId, kind, createdAt: now } });
    return { status, post };
  });
  if (!settled) return null;
  log.info({ postId, status: settled.status }, "post's media ready: post settled");
  // a scheduled post is announced by its job when its time comes (notifyNewPost's claim waits for it)
  if (settled.status === "published") await notifyNewPost({ postId, authorId: settled.post.authorId, title: settled.post.title }, now);
  return settled.status;
}

/** Settles every processing post that shows this medium. */
export async function settlePostsOfMedium(mediaId: string, now = new Date()): Promise<void> {
  const posts = await prisma.post.findMany({ where: { status: "processing", placements: { some: { mediaId } } }, select: { id: true } });
  for (const p of posts) await settlePost(p.id, now);
}

/** Why a video failed, as the creator's notification words it (NotificationItems.media_failed). */
function reasonOf(code: ErrorCode): "blocked" | "unreadable" | "failed" {
  if (code === "MEDIA_BLOCKED") return "blocked";
  if (code === "MEDIA_UNREADABLE") return "unreadable";
  return "failed";
}

/**
 * A medium's processing failed for good (`code`: MEDIA_UNREADABLE, MEDIA_BLOCKED,
 * MEDIA_PROCESSING_FAILED): it becomes `failed` with that code (shown to its owner in their
 * language), its posts stay `processing` (unseen), and the owner is told why, once, with where
 * to retry or delete it.
 */
export async function failMedium(mediaId: string, code: ErrorCode): Promise<void> {
  const media = await prisma.media.findUnique({
    where: { id: mediaId },
    select: { ownerId: true, status: true, messageId: true, placements: { select: { post: { select: { id: true, title: true, status: true } } } } },
  });
  if (!media) return;
  const { count } = await prisma.media.updateMany({ where: { id: mediaId, status: "processing" }, data: { status: "failed", processingError: code, progress: null } });
  if (count !== 1) return;
  const post = media.placements.map((p) => p.post).find((p) => p.status === "processing");
  log.warn({ mediaId, code }, "media processing failed");
  await notify({
    recipientId: media.ownerId,
    priority: "high",
    template: "media_failed",
    params: { postTitle: post?.title ?? "", reason: reasonOf(code), where: post ? "post" : "message" },
    actionUrl: post ? "/creator-hub" : "/chat",
  }).catch((err: unknown) => log.warn({ err, mediaId }, "media_failed notification not created"));
}
