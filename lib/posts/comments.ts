import { accountShownWhere } from "@/lib/access/accounts";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { requireVisiblePost, type Location } from "@/lib/access/posts";
import type { PageQuery } from "@/lib/posts/paging";
import { MEMBER_SELECT, toMemberSummary } from "@/lib/users/serialize";

export const COMMENT_MAX = 500;

export const commentInputSchema = z.object({
  content: z
    .string({ error: "Comment content is required" })
    .trim()
    .min(1, "Comment content is required")
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
});

const COMMENT_SELECT = {
  id: true,
  content: true,
  createdAt: true,
  user: { select: MEMBER_SELECT },
} as const;

type CommentRow = {
  id: string;
  content: string;
  createdAt: Date;
  user: { id: string; username: string; firstName: string; lastName: string; displayName: string | null; profileImageKey: string | null };
};

function toComment(c: CommentRow) {
  const author = toMemberSummary(c.user, 96);
  return { _id: c.id, content: c.content, createdAt: c.createdAt.toISOString(), user: author, author };
}

/** Comments of a post the viewer may see, newest first. */
export async function listComments(viewerId: string, postId: string, { page, limit }: PageQuery, location: Location) {
  await requireVisiblePost(viewerId, postId, location);
  // comments hidden by moderation, and those of members who may not be shown, are left out (lib/access/accounts.ts)
  const where = { postId, hiddenAt: null, user: accountShownWhere() };
  const [rows, total] = await Promise.all([
    prisma.comment.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * limit,
      take: limit,
      select: COMMENT_SELECT,
    }),
    prisma.comment.count({ where }),
  ]);
  const pages = Math.max(1, Math.ceil(total / limit));
  return { comments: rows.map(toComment), pagination: { page, limit, total, pages, hasNext: page < pages } };
}

/**
 * Adds a comment (viewer must see the post, so a member the author blocked cannot: 404; comments
 * must be enabled); commentCount moves in the same transaction.
 */
export async function addComment(viewerId: string, postId: string, content: string, location: Location) {
  const post = await requireVisiblePost(viewerId, postId, location);
  if (!post.commentsEnabled) throw forbidden("COMMENTS_DISABLED");
  const row = await prisma.$transaction(async (tx) => {
    const c = await tx.comment.create({ data: { postId, userId: viewerId, content }, select: COMMENT_SELECT });
    await tx.post.update({ where: { id: postId }, data: { commentCount: { increment: 1 } } });
    return c;
  });
  return toComment(row);
}

/** Deletes a comment; only its author may. Unknown post or comment: 404. */
export async function deleteComment(viewerId: string, postId: string, commentId: string) {
  const post = await prisma.post.findUnique({ where: { id: postId }, select: { id: true } });
  if (!post) throw notFound("POST_NOT_FOUND");
  const comment = await prisma.comment.findFirst({ where: { id: commentId, postId }, select: { userId: true } });
  if (!comment) throw notFound("COMMENT_NOT_FOUND");
  if (comment.userId !== viewerId) throw forbidden("COMMENT_DELETE_FORBIDDEN");
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.comment.deleteMany({ where: { id: commentId, postId, userId: viewerId } });
    if (count > 0) await tx.post.update({ where: { id: postId }, data: { commentCount: { decrement: count } } });
  });
}
