import { Prisma } from "@/lib/db";
import { publicNameFieldsSql } from "@/lib/users/public-name";

/**
 * toPost (lib/posts/serialize.ts) written in SQL, for the home feed: PostgreSQL builds each
 * post's JSON, so the answer reaches Node as one text value and goes out as it came. Parsing
 * eleven rows of sixteen columns, mapping them to posts and serialising them again was a third
 * of the feed's Node time. tests/api/feed-json.test.ts holds the two serialisers to the same
 * output (open and locked posts, images and videos, with and without an avatar or a caption).
 *
 * `p` is a row with the Post columns, `u` its author ("User"), `md` the lateral row of
 * mediaSql(p), and `visible` a boolean SQL expression: whether the viewer may see the post
 * (lib/posts/access.ts decides; the callers pass what it decided).
 */
export function postJsonSql(visible: Prisma.Sql, isLiked: Prisma.Sql): Prisma.Sql {
  // row_to_json of a row with named columns writes compact JSON (json_build_object puts " : "
  // between every key and value: a tenth more bytes)
  const common = Prisma.sql`
    p."id" AS "_id",
    (SELECT row_to_json(a) FROM (SELECT p."authorId" AS "_id", u."username", ${publicNameFieldsSql("u")}, ${AVATAR_URL} AS "profileImage") a) AS "author",
    p."likeCount", p."commentCount", p."commentsEnabled", ${isLiked} AS "isLiked",
    ${iso(Prisma.raw(`p."publishedAt"`))} AS "publishedAt", ${iso(Prisma.raw(`p."createdAt"`))} AS "createdAt",
    (SELECT row_to_json(c) FROM (SELECT md."imageCount" AS "images", md."videoCount" AS "videos") c) AS "mediaCount"`;
  // a locked post has no title, no text, no media and no status (toPost leaves `status` out)
  return Prisma.sql`CASE WHEN ${visible}
    THEN (SELECT row_to_json(o) FROM (SELECT ${common}, false AS "locked", p."title", p."content", p."status"::text AS "status",
                                             md."images", md."videos") o)
    ELSE (SELECT row_to_json(o) FROM (SELECT ${common}, true AS "locked", NULL::text AS "title", NULL::text AS "content",
                                             '[]'::json AS "images", '[]'::json AS "videos") o)
    END`;
}

/** The lateral subquery `md` of postJsonSql: a post's media in order, split into images and videos. */
export function mediaSql(postId: Prisma.Sql): Prisma.Sql {
  const item = Prisma.sql`(SELECT i FROM (SELECT m."id" AS "_id", m."key", COALESCE(m."caption", '') AS "caption",
                                                m."mimeType", m."width", m."height") i)`;
  return Prisma.sql`
    SELECT count(*) FILTER (WHERE m."type" = 'image') AS "imageCount",
           count(*) FILTER (WHERE m."type" = 'video') AS "videoCount",
           COALESCE(json_agg(${item} ORDER BY m."position", m."id") FILTER (WHERE m."type" = 'image'), '[]'::json) AS "images",
           COALESCE(json_agg(${item} ORDER BY m."position", m."id") FILTER (WHERE m."type" = 'video'), '[]'::json) AS "videos"
    FROM "Media" m WHERE m."postId" = ${postId}`;
}

/**
 * publicImageUrl(key, 96) (lib/media/urls.ts). Storage keys are [a-z0-9_.-] only
 * (lib/storage/keys.ts), which encodeURIComponent leaves as they are; NULL stays NULL.
 */
const AVATAR_URL = Prisma.raw(`'/api/images/' || u."profileImageKey" || '?w=96'`);

/** Date.prototype.toISOString of a UTC timestamp(3): 2026-11-21T23:05:01.123Z. */
function iso(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
