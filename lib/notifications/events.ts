import { prisma, type Tx } from "@/lib/db";
import { activeSubscriptionWhere } from "@/lib/subscriptions/active";
import { notify, notifyMany } from "@/lib/notifications/notify";

// What each event's notification says and where it leads. Subscriptions, expiry and tips
// write theirs in lib/subscriptions and lib/tips; these are for the posts and chat areas.

type Db = Tx | typeof prisma;
type Person = { id: string; username: string; firstName?: string | null };

const displayName = (p: Person) => p.firstName || `@${p.username}`;

/** post_like: tells the post's author (not when they like their own post). */
export function notifyPostLiked(input: { liker: Person; postAuthorId: string; postId: string }, db: Db = prisma) {
  return notify(
    {
      recipientId: input.postAuthorId,
      senderId: input.liker.id,
      type: "post_like",
      priority: "low",
      title: "New like",
      message: `${displayName(input.liker)} liked your post`,
      actionUrl: `/profile`,
    },
    db,
  );
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
      message: `${displayName(input.author)} published a new post`,
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
