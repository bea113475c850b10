import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleAuthorIds } from "@/lib/posts/access";
import { toPost, type PostRow } from "@/lib/posts/serialize";
import { PUBLIC_NAME_SELECT } from "@/lib/users/public-name";

export const POST_SELECT = {
  id: true,
  authorId: true,
  title: true,
  content: true,
  status: true,
  commentsEnabled: true,
  likeCount: true,
  commentCount: true,
  publishedAt: true,
  createdAt: true,
  author: { select: { id: true, username: true, ...PUBLIC_NAME_SELECT, profileImageKey: true } },
  media: {
    orderBy: { position: "asc" },
    select: { id: true, key: true, type: true, caption: true, mimeType: true, width: true, height: true },
  },
} satisfies Prisma.PostSelect;

export const NEWEST_FIRST = [{ publishedAt: "desc" }, { id: "desc" }] satisfies Prisma.PostOrderByWithRelationInput[];

/** Posts the viewer liked, among these. */
export async function likedPostIds(viewerId: string | null, postIds: string[]): Promise<Set<string>> {
  if (!viewerId || postIds.length === 0) return new Set();
  const rows = await prisma.like.findMany({ where: { userId: viewerId, postId: { in: postIds } }, select: { postId: true } });
  return new Set(rows.map((r) => r.postId));
}

/** Serializes rows for a viewer, applying the access rule to each author. */
export async function presentPosts(viewerId: string | null, rows: PostRow[]) {
  const [visible, liked] = await Promise.all([
    visibleAuthorIds(viewerId, rows.map((r) => r.authorId)),
    likedPostIds(viewerId, rows.map((r) => r.id)),
  ]);
  return rows.map((r) => toPost(r, { visible: visible.has(r.authorId), isLiked: liked.has(r.id) }));
}
