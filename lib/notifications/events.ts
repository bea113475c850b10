import { prisma, type Tx } from "@/lib/db";
import { activeSubscriptionWhere } from "@/lib/subscriptions/active";
import { notifyMany } from "@/lib/notifications/notify";
import { publicName, type NamedMember } from "@/lib/users/public-name";

// What each event's notification says and where it leads. Subscriptions, expiry and tips
// write theirs in lib/subscriptions and lib/tips; these are for the posts and chat areas.

type Db = Tx | typeof prisma;
type Person = NamedMember & { id: string };

/**
 * The wording of a like's notification (post_like, to the post's author, not for their own
 * likes), in parts: lib/posts/likes.ts writes it in the toggle's own statement, appending the
 * liker's and the author's usernames in SQL.
 */
export function postLikedNotificationParts() {
  return {
    type: "post_like" as const,
    priority: "normal" as const,
    title: "New like",
    messageSuffix: " liked your post",
    actionUrlPrefix: "/profile/",
  };
}

/** new_post: tells every subscriber who currently has access to the author's posts. */
export async function notifyNewPost(input: { author: Person; postId: string }, db: Db = prisma): Promise<number> {
  const subs = await db.subscription.findMany({
    where: { creatorId: input.author.id, ...activeSubscriptionWhere(new Date()) },
    select: { subscriberId: true },
  });
  return notifyMany(
    subs.map((s) => ({
      recipientId: s.subscriberId,
      senderId: input.author.id,
      type: "new_post" as const,
      priority: "normal" as const,
      title: "New post",
      message: `${publicName(input.author)} published a new post`,
      actionUrl: `/profile/${input.author.username}`,
    })),
    db,
  );
}

/**
 * The wording of a chat message's notification, in parts: the title and the link end with the
 * sender's username (URL-safe by its pattern), which lib/chat/notify-message.ts appends in SQL.
 */
export function newMessageNotificationParts(preview: string) {
  const short = preview.length > 80 ? `${preview.slice(0, 77)}...` : preview;
  return {
    type: "message" as const,
    priority: "normal" as const,
    titlePrefix: "New message from ",
    message: short || "Sent you an attachment",
    actionUrlPrefix: "/chat?user=",
  };
}
