import { sql } from "kysely";
import { kysely, prepared, transactionNow } from "@/lib/db/kysely";
import { postLikedNotificationParts } from "@/lib/notifications/events";
import { draftKind, insertNotifications, notificationClock, wantsNotification } from "@/lib/notifications/notify";
import { LIKERS_KEPT } from "@/lib/notifications/templates";
import { assertVisiblePost, visiblePostQuery, type Location, type VisiblePostRow } from "@/lib/access/posts";

/**
 * Toggles the viewer's like on a post, in ONE SQL statement (it is the busiest write of the
 * product): the access rule (lib/access/posts.ts), then, only if it allows: delete the
 * (postId, userId) row if it exists, else insert it with ON CONFLICT DO NOTHING; likeCount moves
 * by exactly what was inserted or deleted, so concurrent double clicks never double count (the
 * post row's update serialises toggles on one post); and when a like was added, the author's
 * post_like notification (lib/notifications/events.ts, written by insertNotifications, which
 * leaves out one's own likes and honours preferences). Likes of one post are grouped while the
 * author has not read them: the unread post_like of that post is replaced by one that counts one
 * liker more and names the latest ("Omar and 3 others liked your post"); a liker among the last
 * 50 kept who likes again is not counted twice. A post the
 * viewer may not see changes nothing and answers 404/403 as requireVisiblePost does.
 */
export async function toggleLike(viewerId: string, postId: string, location: Location): Promise<{ isLiked: boolean; likeCount: number }> {
  const [r] = await toggleStatement({ viewerId, postId, now: new Date(), country: location.country, region: location.region });
  assertVisiblePost(r.id ? (r as VisiblePostRow) : undefined);
  // removed: it was liked and no longer is; otherwise it is liked now (inserted here, or by a
  // concurrent request of the same viewer that won the race).
  return { isLiked: r.removed === 0, likeCount: r.likeCount ?? 0 };
}

// built and compiled once (lib/db/kysely.ts `prepared`)
const toggleStatement = prepared(toggleQuery);

function toggleQuery(a: { viewerId: string; postId: string; now: Date; country: string | null; region: string | null }) {
  const viewer = sql<string>`${a.viewerId}::uuid`;
  const note = postLikedNotificationParts();
  return kysely()
    .with("post", (qc) => visiblePostQuery(qc, a.viewerId, a.postId, a.now, { country: a.country, region: a.region }))
    .with("target", (qc) => qc.selectFrom("post").select(["id", "authorId", "username"]).where("allowed", "=", true))
    .with("del", (qc) =>
      qc
        .deleteFrom("Like as l")
        // target has at most one row; a subquery rather than USING keeps the statement's types simple
        .where("l.postId", "in", qc.selectFrom("target").select("target.id"))
        .where("l.userId", "=", viewer)
        .returning(sql.lit(1).as("one")),
    )
    .with("ins", (qc) =>
      qc
        .insertInto("Like")
        .columns(["postId", "userId", "createdAt"])
        .expression(
          qc
            .selectFrom("target as t")
            .select(["t.id", viewer.as("userId"), transactionNow.as("createdAt")])
            .where((eb) => eb.not(eb.exists(eb.selectFrom("del").select("one")))),
        )
        .onConflict((oc) => oc.doNothing())
        .returning(sql.lit(1).as("one")),
    )
    .with("upd", (qc) =>
      qc
        .updateTable("Post as p")
        .from("target as t")
        .set({ likeCount: sql<number>`"p"."likeCount" + (SELECT count(*) FROM "ins")::int - (SELECT count(*) FROM "del")::int` })
        .whereRef("p.id", "=", "t.id")
        .returning("p.likeCount"),
    )
    // the author's unread like notification(s) of this post, replaced by the grouped one below
    .with("prior", (qc) =>
      qc
        .deleteFrom("Notification as old")
        // target has at most one row (the post): its author's unread like notification of it
        .where("old.recipientId", "in", qc.selectFrom("target").select("target.authorId"))
        .where("old.type", "=", "post_like")
        .where("old.isRead", "=", false)
        .where(sql<boolean>`${sql.ref("old.params")} ->> 'postId' IN (SELECT "id"::text FROM "target")`)
        .where((eb) => eb.exists(eb.selectFrom("ins").select("one")))
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM "target" WHERE "authorId" = ${viewer})`)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("User as r")
              .select(sql.lit(1).as("one"))
              .where("r.id", "in", qc.selectFrom("target").select("target.authorId"))
              .where(wantsNotification("r", "post_like")),
          ),
        )
        .returning(["old.params"]),
    )
    .with("merged", (qc) =>
      qc
        .selectFrom("prior")
        .select([
          sql<number>`COALESCE(SUM((${sql.ref("prior.params")} ->> 'count')::int), 0)::int`.as("count"),
          sql<unknown>`COALESCE((SELECT jsonb_agg(DISTINCT e) FROM "prior" p2, jsonb_array_elements(p2."params" -> 'likers') e), '[]'::jsonb)`.as("likers"),
        ]),
    )
    .with("noted", (qc) =>
      insertNotifications(
        qc,
        qc
          .selectFrom(["target as t", "merged as m"])
          .innerJoin("User as liker", (join) => join.on("liker.id", "=", viewer))
          .where((eb) => eb.exists(eb.selectFrom("ins").select("one")))
          .select([
            "t.authorId as recipientId",
            "liker.id as senderId",
            ...draftKind(note.template, note.priority),
            sql<unknown>`jsonb_build_object(
              'postId', ${sql.ref("t.id")}::text,
              'count', ${sql.ref("m.count")} + CASE WHEN ${sql.ref("m.likers")} @> jsonb_build_array(${sql.ref("liker.id")}::text) THEN 0 ELSE 1 END,
              'likers', jsonb_path_query_array(jsonb_build_array(${sql.ref("liker.id")}::text) || (${sql.ref("m.likers")} - ${sql.ref("liker.id")}::text), ${sql.lit(`$[0 to ${LIKERS_KEPT - 1}]`)}::jsonpath)
            )`.as("params"),
            sql<string>`${note.actionUrlPrefix} || ${sql.ref("t.username")}`.as("actionUrl"),
            notificationClock.as("createdAt"),
          ]),
      ),
    )
    .selectFrom(sql`(SELECT 1)`.as("one"))
    .leftJoin("post", (join) => join.onTrue())
    .selectAll("post")
    .select((eb) => [
      sql<number>`(SELECT count(*) FROM "ins")::int`.as("added"),
      sql<number>`(SELECT count(*) FROM "del")::int`.as("removed"),
      eb.selectFrom("upd").select("likeCount").as("likeCount"),
    ]);
}
