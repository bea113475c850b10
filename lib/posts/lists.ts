import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { canSeeAuthorContent, postLiveSql, type Location } from "@/lib/access/posts";
import { assertAuthorOpen } from "@/lib/access/audience";
import { ACCOUNT_STANDING_SELECT, profileShown } from "@/lib/access/accounts";
import { idOr404 } from "@/lib/posts/ids";
import { pageInfo, type PageQuery } from "@/lib/posts/paging";
import { readPosts } from "@/lib/posts/select";
import { consume, limiter } from "@/lib/rate-limit";
import { normalizeUsername } from "@/shared/validation/username";

/** GET /api/posts/my-posts: the viewer's own posts (every status), newest first. */
export async function getMyPosts(viewerId: string, { page, limit }: PageQuery) {
  const [posts, total] = await Promise.all([
    readPosts(viewerId, { authorId: viewerId, publishedOnly: false, offset: (page - 1) * limit, limit }),
    prisma.post.count({ where: { authorId: viewerId } }),
  ]);
  return { posts, pagination: pageInfo(page, limit, total) };
}

/**
 * GET /api/posts/{postId}/processing: one of the viewer's own posts as it is now, read again by
 * the author's page every few seconds while its videos are processed (the progress, then the
 * published post). 404 POST_NOT_FOUND for a post that is not the viewer's. 120 reads a minute.
 */
export async function getOwnPost(viewerId: string, rawPostId: string) {
  const postId = idOr404(rawPostId, "POST_NOT_FOUND");
  await consume(limiter("own-post-read", 120, 60), viewerId);
  const owned = await prisma.post.findUnique({ where: { id: postId }, select: { authorId: true } });
  if (!owned || owned.authorId !== viewerId) throw notFound("POST_NOT_FOUND");
  const [post] = await readPosts(viewerId, { id: postId });
  if (!post) throw notFound("POST_NOT_FOUND");
  return { post };
}

/**
 * GET /api/posts/user-posts/{username}: a creator's published posts, only for the owner or an
 * active subscriber; anyone else gets 403 (never a text or a media key). Unknown user, or one who
 * blocked the viewer: 404; geo-blocked where the viewer is: 451.
 */
export async function getUserPosts(viewerId: string | null, username: string, { page, limit }: PageQuery, location: Location) {
  const author = await prisma.user.findUnique({ where: { username: normalizeUsername(username) }, select: { id: true, ...ACCOUNT_STANDING_SELECT } });
  if (!author || (author.id !== viewerId && !profileShown(author))) throw notFound("USER_NOT_FOUND");
  await assertAuthorOpen(author.id, { viewerId, ...location });
  if (!(await canSeeAuthorContent(viewerId, author.id, new Date(), location))) throw forbidden("CONTENT_LOCKED");
  const own = author.id === viewerId;
  const now = new Date();
  let count = kysely().selectFrom("Post as p").select(sql<number>`count(*)::int`.as("n")).where("p.authorId", "=", author.id);
  // someone else's page counts the posts that are out (lib/access/posts.ts)
  if (!own) count = count.where("p.status", "=", "published").where(postLiveSql("p", now, viewerId));
  const [posts, total] = await Promise.all([
    readPosts(viewerId, { authorId: author.id, publishedOnly: !own, offset: (page - 1) * limit, limit }),
    count.executeTakeFirstOrThrow().then((r) => r.n),
  ]);
  return { posts, pagination: pageInfo(page, limit, total) };
}
