import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { adminMembers } from "@/lib/safety/admin-members";
import { adminPosts } from "@/lib/safety/admin-posts";
import { reviewCounts } from "@/lib/review/counts";
import type { PostReviewAnswer } from "@/shared/answers/moderation";
import type { AdminReviewListQuery } from "@/shared/schemas/moderation";

// The review queue (issue 19, point 3): posts of untrusted creators waiting before publication
// ("pre") and trusted creators' posts drawn for a check ("sampled"), each with its media as the
// admin sees it and its author.

export function reviewSearch(q: string | undefined): Prisma.PostReviewWhereInput {
  if (!q) return {};
  const has = { contains: q, mode: "insensitive" as const };
  return {
    post: {
      OR: [
        { title: has },
        { content: has },
        { author: { OR: [{ username: has }, { email: has }, { firstName: has }, { lastName: has }, { displayName: has }] } },
      ],
    },
  };
}

/** GET /api/admin/reviews: pending ones oldest first (the order to work through), decided ones newest decision first; with the queues' counts. */
export async function listReviews(query: AdminReviewListQuery, now = new Date()) {
  const where: Prisma.PostReviewWhereInput = { status: query.status, ...reviewSearch(query.q) };
  const orderBy: Prisma.PostReviewOrderByWithRelationInput[] =
    query.status === "pending" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ decidedAt: "desc" }, { id: "desc" }];
  const [rows, total, counts] = await Promise.all([
    prisma.postReview.findMany({
      where,
      orderBy,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: { id: true, postId: true, kind: true, status: true, reason: true, createdAt: true, decidedAt: true, post: { select: { authorId: true } } },
    }),
    prisma.postReview.count({ where }),
    reviewCounts(now),
  ]);
  const [posts, members] = await Promise.all([adminPosts(rows.map((r) => r.postId), now.getTime()), adminMembers(rows.map((r) => r.post.authorId))]);
  const reviews: PostReviewAnswer[] = rows.map((r) => ({
    _id: r.id,
    postId: r.postId,
    kind: r.kind,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    post: posts.get(r.postId)!,
    author: members.get(r.post.authorId)!,
  }));
  return { reviews, counts, pagination: { total, pages: Math.ceil(total / query.limit), page: query.page, limit: query.limit } };
}

/** One review by its post, as the queue shows it (the answer of a decision). */
export async function reviewOfPost(postId: string): Promise<PostReviewAnswer> {
  const row = await prisma.postReview.findUniqueOrThrow({
    where: { postId },
    select: { id: true, postId: true, kind: true, status: true, reason: true, createdAt: true, decidedAt: true, post: { select: { authorId: true } } },
  });
  const [posts, members] = await Promise.all([adminPosts([postId]), adminMembers([row.post.authorId])]);
  return {
    _id: row.id,
    postId: row.postId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    post: posts.get(postId)!,
    author: members.get(row.post.authorId)!,
  };
}
