import { sql, type Expression, type SqlBool } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import { maySeePostContent, postShownToOthersSql, purchasedSql } from "@/lib/access/posts";
import { isLikedSql, postJsonSql, postMediaSql, type PostJson, type PostMediaColumns } from "@/lib/posts/serialize";

type Which =
  | { authorId: string; publishedOnly: boolean; offset: number; limit: number }
  | { id: string }
  /** the author's posts not out yet at `after` (scheduled), soonest first */
  | { scheduledOf: string; after: Date; limit: number };

/**
 * Posts in their answer shape (lib/posts/serialize.ts), newest first ("publishedAt" DESC, "id"
 * DESC, the order of the post indexes): an author's page, or one post by id. By default the
 * access rule decides per post what the viewer sees (lib/access/posts.ts) and the viewer's
 * likes and purchases are marked; `as` overrides them (a post just created by its author).
 */
export async function readPosts(
  viewerId: string | null,
  which: Which,
  opts: { db?: Db; as?: { visible: boolean; isLiked: boolean } } = {},
): Promise<PostJson[]> {
  const now = new Date();
  // one post by id is open only while it is there for the viewer (their own, or shown to others);
  // an author's page is filtered below
  const rule = maySeePostContent(viewerId, "p", now);
  const visible: Expression<SqlBool> = opts.as
    ? sql.lit(opts.as.visible)
    : "id" in which
      ? sql<SqlBool>`(${rule} AND (${sql.ref("p.authorId")} = ${viewerId}::uuid OR ${postShownToOthersSql("p", "u", now, viewerId)}))`
      : rule;
  const isLiked: Expression<SqlBool> = opts.as ? sql.lit(opts.as.isLiked) : viewerId ? isLikedSql(viewerId) : sql.lit(false);
  const purchased: Expression<SqlBool> = opts.as ? sql.lit(false) : purchasedSql(viewerId, "p");
  let q = kysely(opts.db)
    .selectFrom("Post as p")
    .innerJoin("User as u", "u.id", "p.authorId")
    .crossJoinLateral(sql<PostMediaColumns>`(${postMediaSql(sql.ref("p.id"))})`.as("md"))
    .select(postJsonSql(visible, isLiked, purchased).as("post"));
  if ("id" in which) {
    q = q.where("p.id", "=", which.id);
  } else if ("scheduledOf" in which) {
    q = q.where("p.authorId", "=", which.scheduledOf).where("p.publishedAt", ">", which.after);
    q = q.orderBy("p.publishedAt", "asc").orderBy("p.id", "asc").limit(which.limit);
  } else {
    q = q.where("p.authorId", "=", which.authorId);
    // someone else's posts: only those there for others (published, out, author shown; lib/access)
    if (which.publishedOnly) q = q.where(postShownToOthersSql("p", "u", now, viewerId));
    q = q.orderBy("p.publishedAt", "desc").orderBy("p.id", "desc").limit(which.limit).offset(which.offset);
  }
  const rows = await q.execute();
  return rows.map((r) => r.post);
}
