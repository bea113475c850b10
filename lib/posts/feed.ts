import { prisma, Prisma } from "@/lib/db";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";
import type { PageQuery } from "@/lib/posts/paging";
import { pageInfo } from "@/lib/posts/paging";
import { toPost, type PostRow } from "@/lib/posts/serialize";

/** How long the suggested feed's total (every published post) may be reused, in ms. */
export const SUGGESTED_TOTAL_TTL_MS = 30_000;

type FeedRow = Omit<PostRow, "author" | "media"> & {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImageKey: string | null;
  media: Array<Omit<PostRow["media"][number], "type"> & { type: string }>;
  isLiked: boolean;
};

/**
 * GET /api/posts/home. With active subscriptions: published posts of those creators plus the
 * viewer's own, newest first. Without: "suggested posts", the newest published posts of
 * everyone; posts the viewer may not see come as locked previews (author, counts, dates,
 * `locked: true`, no title, no text, no media keys) — the access rule decides per author.
 *
 * ONE statement for the subscribed feed (it is the most requested endpoint): the viewer's
 * active creators (lib/subscriptions/active.ts), the page with each post's author, media (in
 * order) and the viewer's like, and the total. The page and the total walk each author's own
 * index (authorId, status, publishedAt): bounded work whether the viewer follows three creators
 * who rarely post or two hundred busy ones. Visibility needs no further query: every author of
 * that feed is an active creator of the viewer, or the viewer. Without subscriptions a second
 * statement reads the suggested page, where only the viewer's own posts are open; its total
 * (every published post) is cached for SUGGESTED_TOTAL_TTL_MS per process.
 */
export async function getHomeFeed(viewerId: string, { page, limit }: PageQuery) {
  const offset = (page - 1) * limit;
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const subscribed = await prisma.$queryRaw<(Partial<FeedRow> & { creatorCount: number; total: number })[]>(Prisma.sql`
    WITH authors AS MATERIALIZED (
      SELECT s."creatorId" AS "id" FROM "Subscription" s
      WHERE s."subscriberId" = ${viewer} AND ${activeSubscriptionSql("s")}
      UNION SELECT ${viewer}
    ), top AS (
      -- index-only: (id, publishedAt) from each author's index; only the page's rows are read from the table
      SELECT t."id", t."publishedAt" FROM authors a CROSS JOIN LATERAL (
        SELECT p."id", p."publishedAt" FROM "Post" p
        WHERE p."authorId" = a."id" AND p."status" = 'published'
        ORDER BY p."publishedAt" DESC, p."id" DESC
        LIMIT ${offset + limit}
      ) t
      ORDER BY t."publishedAt" DESC, t."id" DESC
      LIMIT ${limit} OFFSET ${offset}
    ), pg AS (
      SELECT ${POST_COLUMNS} FROM top JOIN "Post" p ON p."id" = top."id"
    )
    SELECT (SELECT count(*) FROM authors)::int - 1 AS "creatorCount",
           (SELECT coalesce(sum(c."n"), 0) FROM authors a
              CROSS JOIN LATERAL (SELECT count(*) AS "n" FROM "Post" p WHERE p."authorId" = a."id" AND p."status" = 'published') c)::int AS "total",
           x.*
    FROM (SELECT 1) one LEFT JOIN LATERAL (${pageRowsSql(viewer)}) x ON true
    ORDER BY x."publishedAt" DESC, x."id" DESC`);

  const hasSubscriptions = (subscribed[0]?.creatorCount ?? 0) > 0;
  let rows: FeedRow[];
  let total: number;
  if (hasSubscriptions) {
    rows = subscribed.filter((r) => r.id != null) as FeedRow[];
    total = subscribed[0]!.total;
  } else {
    rows = await prisma.$queryRaw<FeedRow[]>(Prisma.sql`
      WITH pg AS (
        SELECT ${POST_COLUMNS} FROM "Post" p
        WHERE p."status" = 'published'
        ORDER BY p."publishedAt" DESC, p."id" DESC
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT x.* FROM (${pageRowsSql(viewer)}) x
      ORDER BY x."publishedAt" DESC, x."id" DESC`);
    total = await suggestedTotal();
  }

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

const POST_COLUMNS = Prisma.raw(`p."id", p."authorId", p."title", p."content", p."status"::text AS "status", p."commentsEnabled",
           p."likeCount", p."commentCount", p."publishedAt", p."createdAt"`);

/** The rows of a page `pg` (CTE): each post with its author, its media in order and whether the viewer liked it. */
function pageRowsSql(viewer: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT pg.*, u."username", u."firstName", u."lastName", u."profileImageKey",
           COALESCE((SELECT json_agg(json_build_object('id', m."id", 'key', m."key", 'type', m."type", 'caption', m."caption",
                                                       'mimeType', m."mimeType", 'width', m."width", 'height', m."height")
                                     ORDER BY m."position", m."id")
                     FROM "Media" m WHERE m."postId" = pg."id"), '[]'::json) AS "media",
           EXISTS (SELECT 1 FROM "Like" l WHERE l."postId" = pg."id" AND l."userId" = ${viewer}) AS "isLiked"
    FROM pg JOIN "User" u ON u."id" = pg."authorId"`;
}

let suggested: { value: Promise<number>; at: number } | null = null;

/** Every published post, counted at most once per SUGGESTED_TOTAL_TTL_MS (concurrent misses share one count). */
function suggestedTotal(): Promise<number> {
  const now = Date.now();
  if (!suggested || now - suggested.at > SUGGESTED_TOTAL_TTL_MS) {
    const value = prisma.post.count({ where: { status: "published" } });
    suggested = { value, at: now };
    value.catch(() => {
      if (suggested?.value === value) suggested = null;
    });
  }
  return suggested.value;
}
