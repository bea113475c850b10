import { prisma, Prisma } from "@/lib/db";
import { activeCreatorIds } from "@/lib/posts/access";
import type { PageQuery } from "@/lib/posts/paging";
import { pageInfo } from "@/lib/posts/paging";
import { toPost, type PostRow } from "@/lib/posts/serialize";

/** How long the suggested feed's total (every published post) may be reused, in ms. */
export const SUGGESTED_TOTAL_TTL_MS = 30_000;

type FeedRow = Omit<PostRow, "author" | "media"> & {
  username: string;
  firstName: string;
  lastName: string;
  profileImageKey: string | null;
  media: Array<Omit<PostRow["media"][number], "type"> & { type: string }>;
  isLiked: boolean;
  total: number | null;
};

/**
 * GET /api/posts/home. With active subscriptions: published posts of those creators plus the
 * viewer's own, newest first. Without: "suggested posts", the newest published posts of
 * everyone; posts the viewer may not see come as locked previews (author, counts, dates,
 * `locked: true`, no title, no text, no media keys) — the access rule decides per author.
 *
 * Two round trips (it is the most requested endpoint): the viewer's active creators
 * (lib/posts/access.ts), then ONE statement for the page with each post's author, media (in
 * order), the viewer's like and, for the subscribed feed, the total. Visibility needs no
 * further query: in the subscribed feed every author is an active creator of the viewer or the
 * viewer; in the suggested feed only the viewer's own posts are open. The suggested feed's total
 * is the count of every published post: it is cached for SUGGESTED_TOTAL_TTL_MS per process.
 */
export async function getHomeFeed(viewerId: string, { page, limit }: PageQuery) {
  const creators = await activeCreatorIds(viewerId);
  const hasSubscriptions = creators.length > 0;
  const authors = hasSubscriptions ? [...creators, viewerId] : null;
  const offset = (page - 1) * limit;

  const byAuthors = authors ? Prisma.sql`AND p."authorId" = ANY(${authors}::uuid[])` : Prisma.empty;
  const totalSql = authors
    ? Prisma.sql`(SELECT count(*) FROM "Post" p WHERE p."status" = 'published' ${byAuthors})::int`
    : Prisma.sql`NULL::int`;
  const rows = await prisma.$queryRaw<FeedRow[]>(Prisma.sql`
    WITH pg AS (
      SELECT p."id", p."authorId", p."title", p."content", p."status"::text AS "status", p."commentsEnabled",
             p."likeCount", p."commentCount", p."publishedAt", p."createdAt"
      FROM "Post" p
      WHERE p."status" = 'published' ${byAuthors}
      ORDER BY p."publishedAt" DESC, p."id" DESC
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT pg.*, u."username", u."firstName", u."lastName", u."profileImageKey",
           COALESCE((SELECT json_agg(json_build_object('id', m."id", 'key', m."key", 'type', m."type", 'caption', m."caption",
                                                       'mimeType', m."mimeType", 'width', m."width", 'height', m."height")
                                     ORDER BY m."position", m."id")
                     FROM "Media" m WHERE m."postId" = pg."id"), '[]'::json) AS "media",
           EXISTS (SELECT 1 FROM "Like" l WHERE l."postId" = pg."id" AND l."userId" = ${viewerId}::uuid) AS "isLiked",
           ${totalSql} AS "total"
    FROM pg JOIN "User" u ON u."id" = pg."authorId"
    ORDER BY pg."publishedAt" DESC, pg."id" DESC`);

  const total = authors
    ? (rows[0]?.total ?? (await countPublished(authors)))
    : await suggestedTotal();
  const posts = rows.map((r) =>
    toPost(
      {
        ...r,
        author: { id: r.authorId, username: r.username, firstName: r.firstName, lastName: r.lastName, profileImageKey: r.profileImageKey },
        media: r.media as PostRow["media"],
      },
      { visible: hasSubscriptions || r.authorId === viewerId, isLiked: r.isLiked },
    ),
  );
  const p = pageInfo(page, limit, total);
  return {
    posts,
    hasSubscriptions,
    pagination: { currentPage: p.currentPage, hasNext: p.hasNext, pages: p.pages, total: p.total, limit: p.limit },
  };
}

function countPublished(authorIds: string[] | null): Promise<number> {
  return prisma.post.count({ where: { status: "published", ...(authorIds ? { authorId: { in: authorIds } } : {}) } });
}

let suggested: { value: Promise<number>; at: number } | null = null;

/** Every published post, counted at most once per SUGGESTED_TOTAL_TTL_MS (concurrent misses share one count). */
function suggestedTotal(): Promise<number> {
  const now = Date.now();
  if (!suggested || now - suggested.at > SUGGESTED_TOTAL_TTL_MS) {
    const value = countPublished(null);
    suggested = { value, at: now };
    value.catch(() => {
      if (suggested?.value === value) suggested = null;
    });
  }
  return suggested.value;
}
