import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { DB, Media, Post, PostMedia, User } from "@/lib/generated/kysely/types";
import { memberSummarySql } from "@/lib/users/serialize";
import type { PostAnswer, PostMediaItem } from "@/shared/answers/post";

/**
 * THE shape of a post in answers, written once, in SQL: PostgreSQL builds each post's JSON from
 * the rows it reads, for every answer that holds posts (the home feed, a creator's posts, the
 * viewer's own, a new post). The feed puts the text into its answer as it came (decision 109);
 * the lists take the parsed posts.
 *
 * A locked post keeps its author, counts and dates, says `locked: true`, and carries no title, no
 * text, no status and no media key: only `previews`, each medium's type, ThumbHash placeholder,
 * size and (videos) duration, in order, and `mediaCount` (and the older `preview`: the first
 * placeholder and the videos' lengths). Each medium of an open post carries its placeholder, size
 * and duration beside its key (decision 079). Every post carries its pay-per-view `price`
 * (null: none), `freeForSubscribers`, its schedule (`publishAt`, `expiresAt`) and whether the
 * viewer bought it (`purchased`).
 */
export type { PostMediaItem };
/** THE post shape (shared/answers/post.ts): this module builds it, the document and the browser read it. */
export type PostJson = PostAnswer;

/** The lateral row `md` of postJsonSql: a post's media in order, split into images and videos. */
export type PostMediaColumns = { imageCount: number; videoCount: number; images: unknown; videos: unknown; previews: unknown; placeholder: string | null; videoSeconds: unknown };

// The rows a post's JSON is built from: `p` the post, `u` its author, `md` its media (postMediaSql).
const row = expressionBuilder<{ p: Post; u: User; md: PostMediaColumns; m: Media; pm: PostMedia }, "p" | "u" | "md" | "m" | "pm">();

/** Date.prototype.toISOString of a UTC timestamp(3): 2026-11-21T23:05:01.123Z. */
function iso(column: Expression<Date>): Expression<string>;
function iso(column: Expression<Date | null>): Expression<string | null>;
function iso(column: Expression<Date | null>): Expression<string | null> {
  return sql<string | null>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A post waiting for its videos (status "processing", shown to its author only): the progress of
 * the slowest medium still processing, and each medium's state (a failed one with its error code).
 * Only computed for such posts.
 */
function processingSql(postId: Expression<string>): RawBuilder<unknown> {
  return sql`(SELECT json_build_object(
      'progress', COALESCE(min(CASE WHEN m.status = 'ready' THEN 100 ELSE COALESCE(m.progress, 0) END) FILTER (WHERE m.status <> 'failed'), 100),
      'media', json_agg(json_build_object('_id', m.id, 'status', m.status, 'progress', m.progress, 'error', m."processingError") ORDER BY pm.position, m.id))
    FROM "PostMedia" pm JOIN "Media" m ON m.id = pm."mediaId" WHERE pm."postId" = ${postId})`;
}

/**
 * A post's JSON (type PostJson). `p` is a row with the Post columns, `u` its author ("User"),
 * `md` the lateral row of postMediaSql(p."id"); `visible` says whether the viewer may see the post
 * (lib/access/posts.ts decides: its maySeeAuthorContent, or what the statement knows of it) and
 * `isLiked` whether the viewer likes it, `purchased` whether the viewer bought it.
 */
export function postJsonSql(visible: Expression<SqlBool>, isLiked: Expression<SqlBool>, purchased: Expression<SqlBool> = sql<SqlBool>`false`): RawBuilder<PostJson> {
  // row_to_json of a row with named columns writes compact JSON (json_build_object puts " : "
  // between every key and value: a tenth more bytes)
  const common = sql`
    ${row.ref("p.id")} AS "_id",
    ${memberSummarySql({ id: row.ref("p.authorId"), user: "u", avatarWidth: 96 })} AS "author",
    ${row.ref("p.likeCount")}, ${row.ref("p.commentCount")}, ${row.ref("p.commentsEnabled")}, ${isLiked} AS "isLiked",
    ${iso(row.ref("p.publishedAt"))} AS "publishedAt", ${iso(row.ref("p.createdAt"))} AS "createdAt",
    (SELECT row_to_json(c) FROM (SELECT ${row.ref("md.imageCount")} AS "images", ${row.ref("md.videoCount")} AS "videos") c) AS "mediaCount",
    (${row.ref("p.priceCents")} / 100.0)::float8 AS "price", ${row.ref("p.freeForSubscribers")}, ${purchased} AS "purchased",
    ${iso(row.ref("p.publishAt"))} AS "publishAt", ${iso(row.ref("p.expiresAt"))} AS "expiresAt",
    (SELECT row_to_json(v) FROM (SELECT ${row.ref("md.placeholder")} AS "placeholder", ${row.ref("md.videoSeconds")} AS "videoSeconds") v) AS "preview",
    ${row.ref("md.previews")} AS "previews"`;
  // (a post waiting for its videos is seen by its author only: its answer alone carries `processing`)
  return sql<PostJson>`CASE WHEN ${row.ref("p.status")} = 'processing' AND ${visible}
    THEN (SELECT row_to_json(o) FROM (SELECT ${common}, false AS "locked", ${row.ref("p.title")}, ${row.ref("p.content")},
                                             ${row.ref("p.status")}::text AS "status", ${processingSql(row.ref("p.id"))} AS "processing",
                                             ${row.ref("md.images")}, ${row.ref("md.videos")}) o)
    WHEN ${visible}
    THEN (SELECT row_to_json(o) FROM (SELECT ${common}, false AS "locked", ${row.ref("p.title")}, ${row.ref("p.content")},
                                             ${row.ref("p.status")}::text AS "status", ${row.ref("md.images")}, ${row.ref("md.videos")}) o)
    ELSE (SELECT row_to_json(o) FROM (SELECT ${common}, true AS "locked", NULL::text AS "title", NULL::text AS "content",
                                             '[]'::json AS "images", '[]'::json AS "videos") o)
    END`;
}

/**
 * The lateral subquery `md` of postJsonSql: a post's media in order, split into images and videos.
 * A post shows its media through PostMedia (uploaded with it or reused from the vault), with the
 * caption and position of that placement.
 */
export function postMediaSql(postId: Expression<string>): Expression<PostMediaColumns> {
  // a ThumbHash only: rows older than decision 079 hold a data: URL until the photo backfill replaces it
  const placeholder = sql`CASE WHEN ${row.ref("m.placeholder")} LIKE 'data:%' THEN NULL ELSE ${row.ref("m.placeholder")} END`;
  const duration = sql`(${row.ref("m.durationMs")} / 1000.0)::float8`;
  const item = sql`(SELECT i FROM (SELECT ${row.ref("m.id")} AS "_id", ${row.ref("m.key")}, COALESCE(${row.ref("pm.caption")}, '') AS "caption",
                                          ${row.ref("m.mimeType")}, ${row.ref("m.width")}, ${row.ref("m.height")}, ${placeholder} AS "placeholder",
                                          ${duration} AS "duration") i)`;
  // what a locked post shows of each medium: never its key, id or caption
  const preview = sql`CASE WHEN ${row.ref("m.type")} = 'video'
    THEN (SELECT row_to_json(v) FROM (SELECT 'video' AS "type", ${placeholder} AS "placeholder", ${row.ref("m.width")}, ${row.ref("m.height")}, ${duration} AS "duration") v)
    ELSE (SELECT row_to_json(v) FROM (SELECT 'image' AS "type", ${placeholder} AS "placeholder", ${row.ref("m.width")}, ${row.ref("m.height")}) v) END`;
  const order = sql`ORDER BY ${row.ref("pm.position")}, ${row.ref("m.id")}`;
  return sql<PostMediaColumns>`
    SELECT count(*) FILTER (WHERE ${row.ref("m.type")} = 'image') AS "imageCount",
           count(*) FILTER (WHERE ${row.ref("m.type")} = 'video') AS "videoCount",
           COALESCE(json_agg(${item} ${order}) FILTER (WHERE ${row.ref("m.type")} = 'image'), '[]'::json) AS "images",
           COALESCE(json_agg(${item} ${order}) FILTER (WHERE ${row.ref("m.type")} = 'video'), '[]'::json) AS "videos",
           COALESCE(json_agg(${preview} ${order}), '[]'::json) AS "previews",
           (array_agg(${placeholder} ${order}) FILTER (WHERE ${placeholder} IS NOT NULL))[1] AS "placeholder",
           COALESCE(json_agg(round(${row.ref("m.durationMs")} / 1000.0)::int ${order}) FILTER (WHERE ${row.ref("m.type")} = 'video'), '[]'::json) AS "videoSeconds"
    FROM "PostMedia" pm JOIN "Media" m ON ${row.ref("m.id")} = ${row.ref("pm.mediaId")} WHERE ${row.ref("pm.postId")} = ${postId}`;
}

const withPost = expressionBuilder<DB & { p: Post }, "p">();

/** Whether the viewer likes the post `p`. */
export function isLikedSql(viewerId: string): Expression<SqlBool> {
  return withPost.exists(
    withPost.selectFrom("Like as l").select(sql.lit(1).as("one")).whereRef("l.postId", "=", "p.id").where("l.userId", "=", viewerId),
  );
}
