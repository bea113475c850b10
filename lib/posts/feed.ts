import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { activeCreatorIds } from "@/lib/posts/access";
import type { PageQuery } from "@/lib/posts/paging";
import { pageInfo } from "@/lib/posts/paging";
import { NEWEST_FIRST, POST_SELECT, presentPosts } from "@/lib/posts/select";

/**
 * GET /api/posts/home. With active subscriptions: published posts of those creators plus the
 * viewer's own, newest first. Without: "suggested posts", the newest published posts of
 * everyone; posts the viewer may not see come as locked previews (author, counts, dates,
 * `locked: true`, no title, no text, no media keys) — the access rule decides per author.
 */
export async function getHomeFeed(viewerId: string, { page, limit }: PageQuery) {
  const creators = await activeCreatorIds(viewerId);
  const hasSubscriptions = creators.length > 0;
  const where: Prisma.PostWhereInput = hasSubscriptions
    ? { status: "published", authorId: { in: [...creators, viewerId] } }
    : { status: "published" };
  const [rows, total] = await Promise.all([
    prisma.post.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * limit, take: limit, select: POST_SELECT }),
    prisma.post.count({ where }),
  ]);
  const posts = await presentPosts(viewerId, rows);
  const p = pageInfo(page, limit, total);
  return {
    posts,
    hasSubscriptions,
    pagination: { currentPage: p.currentPage, hasNext: p.hasNext, pages: p.pages, total: p.total, limit: p.limit },
  };
}
