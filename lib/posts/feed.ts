import { sql, type Expression, type QueryCreator, type SqlBool } from "kysely";
import { kysely, prepared, type DB } from "@/lib/db/kysely";
import type { PageQuery } from "@/lib/posts/paging";
import { isLikedSql, postJsonSql, postMediaSql, type PostMediaColumns } from "@/lib/posts/serialize";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";
import { authorClosedTo } from "@/lib/access/audience";
import { maySeePostContent, maySeeSubscribedPostContent, postLiveSql, purchasedSql, type Location } from "@/lib/access/posts";
import { accountIdShownSql } from "@/lib/access/accounts";

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
const WINDOW_LIMIT = sql.lit(RECENT_WINDOW);

/**
 * GET /api/posts/home. With active subscriptions: published posts of those creators plus the
 * viewer's own, newest first. Without: "suggested posts", the newest published posts of
 * everyone; posts the viewer may not see come as locked previews (author, counts, dates,
 * `locked: true`, no title, no text, no media keys) — the access rule decides per post (a
 * pay-per-view post is locked for subscribers too until bought). Both feeds hold the posts that
 * are out now (lib/access/posts.ts postLiveSql: a scheduled post from its time, an expired one
 * no more), the viewer's own included: their scheduled posts are in their queue.
 *
 * Pagination is SPEC's `{currentPage, hasNext}` (plus `limit`): the feed is read with "Load
 * more", never jumped into by page number, so it is not counted. One row more than the page is
 * read and says whether there is a next page; counting every post of every followed creator
 * was a third of the feed's database time.
 *
 * ONE statement for the subscribed feed (it is the most requested endpoint): the viewer's
 * active creators (lib/access/subscription.ts; index-only), then the page's ids, then the page
 * with each post's author, media (in order) and the viewer's like. The ids come from the newest
 * RECENT_WINDOW posts of everyone when they hold the page (page 1 of a viewer who follows many
 * active creators: one short index range and a hash semi-join); otherwise from each author's own
 * index (authorId, status, publishedAt DESC, id DESC), index-only and in order, which bounds the
 * work whether the viewer follows three creators who rarely post or two hundred busy ones.
 * Visibility needs no further query: every author of that feed is an active creator of the
 * viewer, or the viewer. Without subscriptions a second statement reads the suggested page,
 * where only the viewer's own posts are open.
 *
 * Authors closed to the viewer (geo-blocked where they are, or who blocked them:
 * lib/access/audience.ts) are left out of both feeds, even while a subscription to them runs.
 *
 * The posts come as one JSON text built by PostgreSQL (`postsJson`, the post shape of
 * lib/posts/serialize.ts), which the handler puts into the answer as it is.
 */
export async function getHomeFeed(viewerId: string, { page, limit }: PageQuery, location: Location) {
  const offset = (page - 1) * limit;
  const { country, region } = location;
  const args: FeedArgs = { viewerId, now: new Date(), limit, limitPlusOne: limit + 1, upTo: offset + limit + 1, offset, country, region };
  let [answer]: FeedAnswer[] = await subscribedFeed(args);
  if (!answer.subscribed) [answer] = await suggestedFeed({ viewerId, now: args.now, limit, limitPlusOne: args.limitPlusOne, offset, country, region });
  return { postsJson: answer.posts, hasSubscriptions: answer.subscribed, pagination: { currentPage: page, hasNext: answer.hasNext, limit } };
}

/** The feed statements' parameters (limitPlusOne = limit + 1, upTo = offset + limit + 1: computed before, see `prepared`). */
type FeedArgs = { viewerId: string; now: Date; limit: number; limitPlusOne: number; upTo: number; offset: number; country: string | null; region: string | null };

// Both statements are built and compiled once (lib/db/kysely.ts `prepared`).
const subscribedFeed = prepared((a: FeedArgs) => {
  const viewer = sql<string>`${a.viewerId}::uuid`;
  // creators whose content may be shown (lib/access/accounts.ts), and the viewer's own posts:
  // checked on the few authors of the posts found, not on every subscription (a fan of 160
  // creators read 160 "User" rows a request for it)
  const shownAuthor = (author: Expression<string>) => sql<SqlBool>`(${author} = ${viewer} OR ${accountIdShownSql(author, a.now)})`;
  return kysely()
    .with(
      (cte) => cte("authors").materialized(),
      (qc) =>
        qc
          .selectFrom("Subscription as s")
          .select("s.creatorId as id")
          .where("s.subscriberId", "=", viewer)
          .where(givesAccess(subscriptionRow("s"), a.now))
          .where((eb) => eb.not(authorClosedTo(sql.ref("s.creatorId"), { viewerId: a.viewerId, country: a.country, region: a.region })))
          .union(qc.selectNoFrom(viewer.as("id"))),
    )
    // the authors' posts among the newest RECENT_WINDOW published posts of everyone (index-only;
    // a semi-join hashes the authors, a tenth cheaper than hashing the window)
    .with(
      (cte) => cte("recent").materialized(),
      (qc) =>
        qc
          .selectFrom(
            qc
              .selectFrom(
                qc
                  .selectFrom("Post as p")
                  .select(["p.id", "p.publishedAt", "p.authorId"])
                  .where("p.status", "=", "published")
                  .where(postLiveSql("p", a.now))
                  .orderBy("p.publishedAt", "desc")
                  .orderBy("p.id", "desc")
                  .limit(WINDOW_LIMIT)
                  .as("r"),
              )
              .select(["r.id", "r.publishedAt", "r.authorId"])
              .where("r.authorId", "in", qc.selectFrom("authors").select("id"))
              // OFFSET 0 keeps the check below on the few posts of the viewer's authors (without
              // it PostgreSQL checks the whole window, or hashes every shown member)
              .offset(0)
              .as("w"),
          )
          .select(["w.id", "w.publishedAt"])
          .where(shownAuthor(sql.ref("w.authorId"))),
    )
    .with("top", (qc) => {
      const inWindow = qc.selectFrom("recent").select((eb) => eb.fn.countAll().as("n"));
      return (
        qc
          // the window holds the page and one more: every post outside it is older, so that is the page
          .selectFrom("recent")
          .select(["id", "publishedAt"])
          .where(inWindow, ">=", a.upTo)
          // otherwise each author's own index, index-only and in order (a one-time filter skips this
          // branch when the window answered)
          .unionAll(
            qc
              .selectFrom("authors as a")
              .crossJoinLateral(
                (eb) =>
                  eb
                    .selectFrom("Post as p")
                    .select(["p.id", "p.publishedAt"])
                    .whereRef("p.authorId", "=", "a.id")
                    .where("p.status", "=", "published")
                    .where(postLiveSql("p", a.now))
                    .orderBy("p.publishedAt", "desc")
                    .orderBy("p.id", "desc")
                    .limit(a.upTo)
                    .as("t"),
              )
              .select(["t.id", "t.publishedAt"])
              .where(shownAuthor(sql.ref("a.id")))
              .where(inWindow, "<", a.upTo),
          )
          .orderBy("publishedAt", "desc")
          .orderBy("id", "desc")
          .limit(a.limitPlusOne)
          .offset(a.offset)
      );
    })
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("authors as au").select("au.id").where("au.id", "<>", viewer).where(shownAuthor(sql.ref("au.id")))).as("subscribed"),
      // every author is an active creator of the viewer, or the viewer: the rule's subscribed part
      ...pageItems(eb as unknown as QueryCreator<Top>, a.limit, maySeeSubscribedPostContent(a.viewerId, "p"), a.viewerId),
    ])
    // json_agg of no rows is NULL: COALESCE makes it [], so "posts" is never NULL
    .$narrowType<{ subscribed: boolean; posts: string }>();
});

const suggestedFeed = prepared((a: Omit<FeedArgs, "upTo">) =>
  kysely()
    .with("top", (qc) =>
      qc
        .selectFrom("Post as p")
        .select(["p.id", "p.publishedAt"])
        .where("p.status", "=", "published")
        .where(postLiveSql("p", a.now))
        .where((eb) => eb.not(authorClosedTo(sql.ref("p.authorId"), { viewerId: a.viewerId, country: a.country, region: a.region })))
        .where(accountIdShownSql(sql.ref("p.authorId")))
        .orderBy("p.publishedAt", "desc")
        .orderBy("p.id", "desc")
        .limit(a.limitPlusOne)
        .offset(a.offset),
    )
    .selectNoFrom((eb) => [
      sql<boolean>`false`.as("subscribed"),
      // no access-giving subscription: the viewer's own posts, and those they bought (the rule)
      ...pageItems(eb as unknown as QueryCreator<Top>, a.limit, maySeePostContent(a.viewerId, "p", a.now, { country: a.country, region: a.region }), a.viewerId),
    ])
    .$narrowType<{ posts: string }>(),
);

type FeedAnswer = { subscribed: boolean; hasNext: boolean; posts: string };
type Top = DB & { top: { id: string; publishedAt: Date } };

/**
 * The select items "hasNext" and "posts" of a feed statement whose CTE `top` holds the page's
 * ("id", "publishedAt") plus one more row: the page's posts as one JSON array (text), newest
 * first, each with its author, its media in order and whether the viewer liked it, in the post
 * shape of lib/posts/serialize.ts. `visible` says which posts are open.
 */
function pageItems(qc: QueryCreator<Top>, limit: number, visible: Expression<SqlBool>, viewerId: string) {
  const posts = qc
    .selectFrom(
      qc.selectFrom("top").select(["id", "publishedAt"]).orderBy("publishedAt", "desc").orderBy("id", "desc").limit(limit).as("page"),
    )
    .innerJoin("Post as p", "p.id", "page.id")
    .innerJoin("User as u", "u.id", "p.authorId")
    .crossJoinLateral(sql<PostMediaColumns>`(${postMediaSql(sql.ref("p.id"))})`.as("md"))
    .select(
      sql<string>`COALESCE(json_agg(${postJsonSql(visible, isLikedSql(viewerId), purchasedSql(viewerId, "p"))} ORDER BY ${sql.ref("p.publishedAt")} DESC, ${sql.ref("p.id")} DESC), '[]'::json)::text`.as(
        "posts",
      ),
    );
  return [sql<boolean>`(SELECT count(*) FROM "top") > ${limit}`.as("hasNext"), posts.as("posts")] as const;
}
