import { prisma, Prisma } from "@/lib/db";
import { activeSubscriptionSql } from "@/lib/subscriptions/active";
import type { PageQuery } from "@/lib/posts/paging";
import { mediaSql, postJsonSql } from "@/lib/posts/serialize-sql";

/**
 * How many of the newest published posts (of everyone) the subscribed feed looks through first.
 * 1,000 index entries cost less than probing the index of each of a hundred followed creators.
 */
const RECENT_WINDOW = 1000;
/**
 * The window's LIMIT as a literal, not a parameter: with `LIMIT $n` PostgreSQL's generic plan
 * assumes a tenth of the table, costs far more than a custom plan and is never chosen, so the
 * prepared statement (lib/db/index.ts) was planned again on every call, which was half of the feed's
 * database time (1 ms of 2). With the literal the generic plan is the custom plan, and it is
 * kept after the fifth call. The page's own limits stay parameters: they do not move the plan.
 */
const WINDOW_LIMIT = Prisma.raw(String(RECENT_WINDOW));

/**
 * GET /api/posts/home. With active subscriptions: published posts of those creators plus the
 * viewer's own, newest first. Without: "suggested posts", the newest published posts of
 * everyone; posts the viewer may not see come as locked previews (author, counts, dates,
 * `locked: true`, no title, no text, no media keys) — the access rule decides per author.
 *
 * Pagination is SPEC's `{currentPage, hasNext}` (plus `limit`): the feed is read with "Load
 * more", never jumped into by page number, so it is not counted. One row more than the page is
 * read and says whether there is a next page; counting every post of every followed creator
 * was a third of the feed's database time.
 *
 * ONE statement for the subscribed feed (it is the most requested endpoint): the viewer's
 * active creators (lib/subscriptions/active.ts; index-only), then the page's ids, then the page
 * with each post's author, media (in order) and the viewer's like. The ids come from the newest
 * RECENT_WINDOW posts of everyone when they hold the page (page 1 of a viewer who follows many
 * active creators: one short index range and a hash semi-join); otherwise from each author's own
 * index (authorId, status, publishedAt DESC, id DESC), index-only and in order, which bounds the
 * work whether the viewer follows three creators who rarely post or two hundred busy ones.
 * Visibility needs no further query: every author of that feed is an active creator of the
 * viewer, or the viewer. Without subscriptions a second statement reads the suggested page,
 * where only the viewer's own posts are open.
 *
 * The posts come as one JSON text built by PostgreSQL (`postsJson`, toPost's shape: see
 * lib/posts/serialize-sql.ts), which the handler puts into the answer as it is.
 */
export async function getHomeFeed(viewerId: string, { page, limit }: PageQuery) {
  const offset = (page - 1) * limit;
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const subscribed = await prisma.$queryRaw<FeedAnswer[]>(Prisma.sql`
    WITH authors AS MATERIALIZED (
      SELECT s."creatorId" AS "id" FROM "Subscription" s
      WHERE s."subscriberId" = ${viewer} AND ${activeSubscriptionSql("s")}
      UNION SELECT ${viewer}
    ), recent AS MATERIALIZED (
      -- the authors' posts among the newest RECENT_WINDOW published posts of everyone (index-only;
      -- a semi-join hashes the authors, a tenth cheaper than hashing the window)
      SELECT r."id", r."publishedAt" FROM (
        SELECT p."id", p."publishedAt", p."authorId" FROM "Post" p
        WHERE p."status" = 'published'
        ORDER BY p."publishedAt" DESC, p."id" DESC
        LIMIT ${WINDOW_LIMIT}
      ) r WHERE r."authorId" IN (SELECT "id" FROM authors)
    ), top AS (
      -- the window holds the page and one more: every post outside it is older, so that is the page
      SELECT "id", "publishedAt" FROM recent
      WHERE (SELECT count(*) FROM recent) >= ${offset + limit + 1}
      UNION ALL
      -- otherwise each author's own index, index-only and in order (a one-time filter skips this
      -- branch when the window answered)
      SELECT t."id", t."publishedAt" FROM authors a CROSS JOIN LATERAL (
        SELECT p."id", p."publishedAt" FROM "Post" p
        WHERE p."authorId" = a."id" AND p."status" = 'published'
        ORDER BY p."publishedAt" DESC, p."id" DESC
        LIMIT ${offset + limit + 1}
      ) t
      WHERE (SELECT count(*) FROM recent) < ${offset + limit + 1}
      ORDER BY "publishedAt" DESC, "id" DESC
      LIMIT ${limit + 1} OFFSET ${offset}
    )
    SELECT EXISTS (SELECT 1 FROM authors WHERE "id" <> ${viewer}) AS "subscribed", ${pageSql(limit, Prisma.sql`true`, viewer)}`);

  let answer = subscribed[0];
  if (!answer.subscribed) {
    const suggested = await prisma.$queryRaw<FeedAnswer[]>(Prisma.sql`
      WITH top AS (
        SELECT p."id", p."publishedAt" FROM "Post" p
        WHERE p."status" = 'published'
        ORDER BY p."publishedAt" DESC, p."id" DESC
        LIMIT ${limit + 1} OFFSET ${offset}
      )
      SELECT false AS "subscribed", ${pageSql(limit, Prisma.sql`p."authorId" = ${viewer}`, viewer)}`);
    answer = suggested[0];
  }
  return { postsJson: answer.posts, hasSubscriptions: answer.subscribed, pagination: { currentPage: page, hasNext: answer.hasNext, limit } };
}

type FeedAnswer = { subscribed: boolean; hasNext: boolean; posts: string };

/**
 * The select items "hasNext" and "posts" of a feed statement whose CTE `top` holds the page's
 * ("id", "publishedAt") plus one more row: the page's posts as one JSON array (text), newest
 * first, each with its author, its media in order and whether the viewer liked it, shaped as
 * toPost shapes it (lib/posts/serialize-sql.ts). `visible` says which posts are open.
 */
function pageSql(limit: number, visible: Prisma.Sql, viewer: Prisma.Sql): Prisma.Sql {
  const isLiked = Prisma.sql`EXISTS (SELECT 1 FROM "Like" l WHERE l."postId" = p."id" AND l."userId" = ${viewer})`;
  return Prisma.sql`
    (SELECT count(*) FROM top) > ${limit} AS "hasNext",
    (SELECT COALESCE(json_agg(${postJsonSql(visible, isLiked)} ORDER BY p."publishedAt" DESC, p."id" DESC), '[]'::json)::text
     FROM (SELECT "id", "publishedAt" FROM top ORDER BY "publishedAt" DESC, "id" DESC LIMIT ${limit}) page
     JOIN "Post" p ON p."id" = page."id"
     JOIN "User" u ON u."id" = p."authorId"
     CROSS JOIN LATERAL (${mediaSql(Prisma.raw(`p."id"`))}) md) AS "posts"`;
}
