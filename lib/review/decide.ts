import { prisma, type Tx } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { awaitsConsent } from "@/lib/consent/performers";
import { conflict, notFound, fieldError } from "@/lib/errors";
import { notifyNewPost } from "@/lib/posts/notify-new-post";
import { publicationTime } from "@/lib/posts/publication";
import { notifyStatement, sendStatementMail } from "@/lib/safety/statement";
import { approvedStatement, rejectedStatement } from "@/lib/review/texts";
import { reviewOfPost } from "@/lib/review/queue";
import type { PostReviewAnswer } from "@/shared/answers/moderation";
import { z } from "@/shared/zod";

// Decisions of the review queue (issue 19, point 3). Approving a post that waited ("pre")
// publishes it now (publishedAt = the decision) and only then are its author's subscribers told
// of it (notifyNewPost); approving a sampled post just closes its check. Rejecting a waiting post
// makes it `rejected`; rejecting a sampled (already published) post takes it down (`removed`).
// Either way the author gets a statement of reasons in their language. Once each: a second
// decision is 409.

const AUTHOR_SELECT = { id: true, email: true, firstName: true, locale: true } as const;

async function closeReview(tx: Tx, postId: string, data: { status: "approved" | "rejected"; reason: string | null }, adminId: string, now: Date) {
  const { count } = await tx.postReview.updateMany({ where: { postId, status: "pending" }, data: { ...data, decidedAt: now, decidedById: adminId } });
  if (count === 0) {
    const exists = await tx.postReview.count({ where: { postId } });
    if (!exists) throw notFound("REVIEW_NOT_FOUND");
    throw conflict("POST_ALREADY_REVIEWED", { errors: fieldError("status", "REVIEW_NOT_PENDING") });
  }
  return tx.postReview.findUniqueOrThrow({
    where: { postId },
    select: { kind: true, post: { select: { id: true, title: true, status: true, authorId: true, author: { select: AUTHOR_SELECT } } } },
  });
}

const assertPostId = (postId: string) => {
  if (!z.uuid().safeParse(postId).success) throw notFound("REVIEW_NOT_FOUND");
};

/** POST /api/admin/reviews/{postId}/approve */
export async function approveReview(admin: AuditActor, postId: string, now: Date): Promise<PostReviewAnswer> {
  assertPostId(postId);
  const published = await prisma.$transaction(async (tx) => {
    const review = await closeReview(tx, postId, { status: "approved", reason: null }, admin.id, now);
    const { post } = review;
    // a waiting post is published now (unless something else took it down meanwhile); one that
    // still waits for a co-performer's consent becomes a draft, published when the last one
    // accepts (lib/consent/performers.ts)
    let publish = false;
    if (review.kind === "pre") {
      const waiting = await awaitsConsent(tx, postId);
      const { publishAt } = await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { publishAt: true } });
      const { count } = await tx.post.updateMany({
        where: { id: postId, status: "in_review" },
        // a scheduled post keeps its time (lib/posts/publication.ts)
        data: { status: waiting ? "draft" : "published", publishedAt: publicationTime({ publishAt }, now), moderatedAt: now, moderationReason: null },
      });
      publish = count === 1 && !waiting;
      if (publish) await notifyStatement(tx, post.author, (l) => approvedStatement(l, post.title));
    }
    await recordAudit(tx, admin, {
      action: "review.approve",
      targetType: "post",
      targetIds: [post.id, post.authorId],
      before: { status: post.status, review: "pending", kind: review.kind },
      after: { status: publish ? "published" : post.status, review: "approved" },
    }, now);
    return publish ? post : null;
  });
  if (published) await notifyNewPost({ postId: published.id, authorId: published.authorId, title: published.title });
  return reviewOfPost(postId);
}

/** POST /api/admin/reviews/{postId}/reject {reason} */
export async function rejectReview(admin: AuditActor, postId: string, reason: string, now: Date): Promise<PostReviewAnswer> {
  assertPostId(postId);
  const told = await prisma.$transaction(async (tx) => {
    const review = await closeReview(tx, postId, { status: "rejected", reason }, admin.id, now);
    const { post } = review;
    const sampled = review.kind === "sampled";
    const status = sampled ? "removed" : "rejected";
    await tx.post.update({ where: { id: postId }, data: { status, moderatedAt: now, moderationReason: reason } });
    const statement = await notifyStatement(tx, post.author, (l) => rejectedStatement(l, { title: post.title, reason, sampled }));
    await recordAudit(tx, admin, {
      action: "review.reject",
      targetType: "post",
      targetIds: [post.id, post.authorId],
      before: { status: post.status, review: "pending", kind: review.kind },
      after: { status, review: "rejected", reason },
    }, now);
    return { author: post.author, statement };
  });
  await sendStatementMail(told.author, told.statement);
  return reviewOfPost(postId);
}
