import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { canSeeAuthorContent, LOCKED_MESSAGE } from "@/lib/posts/access";
import { pageInfo, type PageQuery } from "@/lib/posts/paging";
import { NEWEST_FIRST, POST_SELECT, presentPosts } from "@/lib/posts/select";
import { normalizeUsername } from "@/shared/validation/username";

/** GET /api/posts/my-posts: the viewer's own posts (every status), newest first. */
export async function getMyPosts(viewerId: string, { page, limit }: PageQuery) {
  const where = { authorId: viewerId };
  const [rows, total] = await Promise.all([
    prisma.post.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * limit, take: limit, select: POST_SELECT }),
    prisma.post.count({ where }),
  ]);
  return { posts: await presentPosts(viewerId, rows), pagination: pageInfo(page, limit, total) };
}

/**
 * GET /api/posts/user-posts/{username}: a creator's published posts, only for the owner or an
 * active subscriber; anyone else gets 403 (never a text or a media key). Unknown user: 404.
 */
export async function getUserPosts(viewerId: string | null, username: string, { page, limit }: PageQuery) {
  const author = await prisma.user.findUnique({ where: { username: normalizeUsername(username) }, select: { id: true } });
  if (!author) throw notFound("User not found");
  if (!(await canSeeAuthorContent(viewerId, author.id))) throw forbidden(LOCKED_MESSAGE);
  const where = author.id === viewerId ? { authorId: author.id } : { authorId: author.id, status: "published" as const };
  const [rows, total] = await Promise.all([
    prisma.post.findMany({ where, orderBy: NEWEST_FIRST, skip: (page - 1) * limit, take: limit, select: POST_SELECT }),
    prisma.post.count({ where }),
  ]);
  return { posts: await presentPosts(viewerId, rows), pagination: pageInfo(page, limit, total) };
}
