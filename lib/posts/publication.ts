import { createHash } from "node:crypto";
import { env } from "@/lib/env";

// THE rule of how a new post starts (issue 19, point 3): every place that creates a post asks
// initialPostStatus. With MODERATION_MODE=pre (the default) the posts of a creator an admin has
// not marked trusted (User.trustedAt), or whose account is restricted, wait in the review queue
// ("in_review", visible to their owner only) until an admin approves them; everything else is
// published at once, and a share of trusted creators' posts is drawn for a check afterwards.

export type PostAuthor = { trustedAt: Date | null; accountStatus?: string | null };
export type InitialPostStatus = "published" | "in_review";

export function initialPostStatus(author: PostAuthor, _now: Date, mode = env().MODERATION_MODE): InitialPostStatus {
  if (author.accountStatus === "restricted") return "in_review";
  if (mode === "post") return "published";
  return author.trustedAt ? "published" : "in_review";
}

/**
 * Whether a trusted creator's new (published) post is drawn into the review queue: a stable
 * function of the post's random id, so it cannot be steered by the creator and a test can tell
 * which posts were drawn. `percent`: MODERATION_SAMPLE_PERCENT.
 */
export function sampledForReview(postId: string, percent = env().MODERATION_SAMPLE_PERCENT): boolean {
  if (percent <= 0) return false;
  if (percent >= 100) return true;
  const n = createHash("sha256").update(postId).digest().readUInt32BE(0) % 10000;
  return n < percent * 100;
}

/**
 * When a post that becomes published at `now` (created, approved at review, consented to) goes
 * out: its scheduled time if that is still ahead, else now. The access rule reads publishedAt
 * (lib/access/posts.ts), so a schedule holds whichever path publishes the post.
 */
export function publicationTime(post: { publishAt: Date | null }, now: Date): Date {
  return post.publishAt && post.publishAt.getTime() > now.getTime() ? post.publishAt : now;
}
