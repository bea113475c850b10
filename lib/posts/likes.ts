import { prisma } from "@/lib/db";
import { notifySafely } from "@/lib/notifications/notify";
import { requireVisiblePost } from "@/lib/posts/access";

/**
 * Toggles the viewer's like on a post. One transaction: delete the (postId, userId) row if it
 * exists, else insert it with ON CONFLICT DO NOTHING; likeCount moves only when a row was really
 * deleted or inserted, so concurrent double clicks never double count. Notifies the author
 * (post_like) when a like is added by someone else.
 */
export async function toggleLike(viewerId: string, postId: string): Promise<{ isLiked: boolean; likeCount: number }> {
  const post = await requireVisiblePost(viewerId, postId);

  const result = await prisma.$transaction(async (tx) => {
    const removed = await tx.like.deleteMany({ where: { postId, userId: viewerId } });
    if (removed.count > 0) {
      const p = await tx.post.update({ where: { id: postId }, data: { likeCount: { decrement: removed.count } }, select: { likeCount: true } });
      return { isLiked: false, likeCount: p.likeCount, added: false };
    }
    const inserted = await tx.like.createMany({ data: [{ postId, userId: viewerId }], skipDuplicates: true });
    if (inserted.count > 0) {
      const p = await tx.post.update({ where: { id: postId }, data: { likeCount: { increment: 1 } }, select: { likeCount: true } });
      return { isLiked: true, likeCount: p.likeCount, added: true };
    }
    // a concurrent request inserted the same like first: it is liked, nothing to count
    const p = await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { likeCount: true } });
    return { isLiked: true, likeCount: p.likeCount, added: false };
  });

  if (result.added && post.authorId !== viewerId) {
    const liker = await prisma.user.findUnique({ where: { id: viewerId }, select: { username: true } });
    await notifySafely({
      recipientId: post.authorId,
      senderId: viewerId,
      type: "post_like",
      title: "New like",
      message: `${liker?.username ?? "Someone"} liked your post`,
      actionUrl: `/profile/${post.author.username}`,
    });
  }
  return { isLiked: result.isLiked, likeCount: result.likeCount };
}
