import { prisma, Prisma } from "@/lib/db";
import { notifySafely } from "@/lib/notifications/notify";
import { requireVisiblePost } from "@/lib/posts/access";

type ToggleRow = { added: number; removed: number; likeCount: number | null; liker: string | null };

/**
 * Toggles the viewer's like on a post, in ONE SQL statement (it is the busiest write of the
 * product): delete the (postId, userId) row if it exists, else insert it with ON CONFLICT DO
 * NOTHING; likeCount moves by exactly what was inserted or deleted, so concurrent double clicks
 * never double count (the post row's update serialises toggles on one post). Notifies the author
 * (post_like) when a like is added by someone else.
 */
export async function toggleLike(viewerId: string, postId: string): Promise<{ isLiked: boolean; likeCount: number }> {
  const post = await requireVisiblePost(viewerId, postId);

  const [r] = await prisma.$queryRaw<ToggleRow[]>(Prisma.sql`
    WITH del AS (
      DELETE FROM "Like" WHERE "postId" = ${postId}::uuid AND "userId" = ${viewerId}::uuid RETURNING 1
    ), ins AS (
      INSERT INTO "Like" ("postId", "userId", "createdAt")
      SELECT ${postId}::uuid, ${viewerId}::uuid, (now() AT TIME ZONE 'UTC')::timestamp(3)
      WHERE NOT EXISTS (SELECT 1 FROM del)
      ON CONFLICT DO NOTHING
      RETURNING 1
    ), upd AS (
      UPDATE "Post" SET "likeCount" = "likeCount" + (SELECT count(*) FROM ins)::int - (SELECT count(*) FROM del)::int
      WHERE "id" = ${postId}::uuid
      RETURNING "likeCount"
    )
    SELECT (SELECT count(*) FROM ins)::int AS "added", (SELECT count(*) FROM del)::int AS "removed",
           (SELECT "likeCount" FROM upd) AS "likeCount",
           (SELECT u."username" FROM "User" u WHERE u."id" = ${viewerId}::uuid) AS "liker"`);
  // removed: it was liked and no longer is; otherwise it is liked now (inserted here, or by a
  // concurrent request of the same viewer that won the race).
  const isLiked = r.removed === 0;

  if (r.added > 0 && post.authorId !== viewerId) {
    await notifySafely({
      recipientId: post.authorId,
      senderId: viewerId,
      type: "post_like",
      title: "New like",
      message: `${r.liker ?? "Someone"} liked your post`,
      actionUrl: `/profile/${post.author.username}`,
    });
  }
  return { isLiked, likeCount: r.likeCount ?? 0 };
}
