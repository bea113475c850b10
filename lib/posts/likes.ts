import { randomUUID } from "node:crypto";
import { prisma, Prisma } from "@/lib/db";
import { postLikedNotificationParts } from "@/lib/notifications/events";
import { wantsNotificationSql } from "@/lib/notifications/notify";
import { assertVisiblePost, visiblePostSql, type VisiblePostRow } from "@/lib/posts/access";

type ToggleRow = Partial<VisiblePostRow> & { added: number; removed: number; likeCount: number | null };

/**
 * Toggles the viewer's like on a post, in ONE SQL statement (it is the busiest write of the
 * product): the access rule (lib/posts/access.ts), then, only if it allows: delete the
 * (postId, userId) row if it exists, else insert it with ON CONFLICT DO NOTHING; likeCount moves
 * by exactly what was inserted or deleted, so concurrent double clicks never double count (the
 * post row's update serialises toggles on one post); and when a like was added by someone else,
 * the author's post_like notification (wording from lib/notifications/events.ts, preferences
 * from lib/notifications/notify.ts). A post the viewer may not see changes nothing and answers
 * 404/403 as requireVisiblePost does.
 */
export async function toggleLike(viewerId: string, postId: string): Promise<{ isLiked: boolean; likeCount: number }> {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const note = postLikedNotificationParts();
  const [r] = await prisma.$queryRaw<ToggleRow[]>(Prisma.sql`
    WITH post AS (
      ${visiblePostSql(viewerId, postId)}
    ), target AS (
      SELECT "id", "authorId", "username" FROM post WHERE "allowed"
    ), del AS (
      DELETE FROM "Like" l USING target t WHERE l."postId" = t."id" AND l."userId" = ${viewer} RETURNING 1
    ), ins AS (
      INSERT INTO "Like" ("postId", "userId", "createdAt")
      SELECT t."id", ${viewer}, (now() AT TIME ZONE 'UTC')::timestamp(3) FROM target t
      WHERE NOT EXISTS (SELECT 1 FROM del)
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), upd AS (
      UPDATE "Post" p SET "likeCount" = p."likeCount" + (SELECT count(*) FROM ins)::int - (SELECT count(*) FROM del)::int
      FROM target t WHERE p."id" = t."id"
      RETURNING p."likeCount"
    ), noted AS (
      INSERT INTO "Notification" ("id", "recipientId", "senderId", "type", "priority", "title", "message", "actionUrl", "isRead", "createdAt")
      SELECT ${randomUUID()}::uuid, r."id", liker."id", ${note.type}::"NotificationType", ${note.priority}::"NotificationPriority",
             ${note.title}, left(liker."username" || ${note.messageSuffix}, 1000), ${note.actionUrlPrefix} || t."username",
             false, (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)
      FROM target t JOIN "User" r ON r."id" = t."authorId" JOIN "User" liker ON liker."id" = ${viewer}
      WHERE t."authorId" <> ${viewer} AND EXISTS (SELECT 1 FROM ins) AND ${wantsNotificationSql("r", note.type)}
    )
    SELECT post.*, (SELECT count(*) FROM ins)::int AS "added", (SELECT count(*) FROM del)::int AS "removed",
           (SELECT "likeCount" FROM upd) AS "likeCount"
    FROM (SELECT 1) one LEFT JOIN post ON true`);
  assertVisiblePost(r?.id ? (r as VisiblePostRow) : undefined, viewerId);
  // removed: it was liked and no longer is; otherwise it is liked now (inserted here, or by a
  // concurrent request of the same viewer that won the race).
  return { isLiked: r!.removed === 0, likeCount: r!.likeCount ?? 0 };
}
