import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { activeSubscriptionWhere } from "@/lib/subscriptions/active";

/**
 * THE rule of who may see locked content (a post's text and media, a media file):
 *  - the owner (author) always;
 *  - an active subscriber of the author (lib/subscriptions/active.ts);
 *  - nobody else.
 * Chat attachments (Media with messageId) are visible to the two participants of the message.
 * Every endpoint that shows post text, media keys or media bytes goes through this module.
 */
export const LOCKED_MESSAGE = "You need to subscribe to view this content";

/** May the viewer (null = anonymous) see the locked content of this author? */
export async function canSeeAuthorContent(viewerId: string | null, authorId: string, now = new Date()): Promise<boolean> {
  if (!viewerId) return false;
  if (viewerId === authorId) return true;
  const sub = await prisma.subscription.findFirst({
    where: { subscriberId: viewerId, creatorId: authorId, ...activeSubscriptionWhere(now) },
    select: { id: true },
  });
  return sub !== null;
}

/** Creators the viewer actively subscribes to (not including the viewer). */
export async function activeCreatorIds(viewerId: string, now = new Date()): Promise<string[]> {
  const rows = await prisma.subscription.findMany({
    where: { subscriberId: viewerId, ...activeSubscriptionWhere(now) },
    select: { creatorId: true },
  });
  return rows.map((r) => r.creatorId);
}

/** Of these authors, the ones whose content the viewer may see (batch form of canSeeAuthorContent). */
export async function visibleAuthorIds(viewerId: string | null, authorIds: string[], now = new Date()): Promise<Set<string>> {
  const out = new Set<string>();
  if (!viewerId) return out;
  const others = [...new Set(authorIds)].filter((id) => id !== viewerId);
  if (authorIds.includes(viewerId)) out.add(viewerId);
  if (others.length) {
    const rows = await prisma.subscription.findMany({
      where: { subscriberId: viewerId, creatorId: { in: others }, ...activeSubscriptionWhere(now) },
      select: { creatorId: true },
    });
    for (const r of rows) out.add(r.creatorId);
  }
  return out;
}

/**
 * A post the viewer may see, for likes and comments. Unknown posts, and unpublished posts of
 * others, are 404 'Post not found'; a published post of a creator the viewer does not
 * subscribe to is 403.
 */
export async function requireVisiblePost(viewerId: string | null, postId: string) {
  const post = await prisma.post.findUnique({
    where: { id: postId },
    select: { id: true, authorId: true, status: true, commentsEnabled: true, author: { select: { username: true } } },
  });
  if (!post || (post.status !== "published" && post.authorId !== viewerId)) throw notFound("Post not found");
  if (!(await canSeeAuthorContent(viewerId, post.authorId))) throw forbidden(LOCKED_MESSAGE);
  return post;
}

/**
 * A media file the viewer may open: a post's media by the post rule (published, or the owner's),
 * a chat attachment by its conversation's two participants, anything else by its owner only.
 * Unknown key: 404; not allowed: 403.
 */
export async function requireMediaAccess(viewerId: string, key: string) {
  const media = await prisma.media.findUnique({
    where: { key },
    select: {
      id: true,
      key: true,
      ownerId: true,
      mimeType: true,
      type: true,
      post: { select: { authorId: true, status: true } },
      message: { select: { senderId: true, receiverId: true } },
    },
  });
  if (!media) throw notFound("Media not found");
  let allowed: boolean;
  if (media.post) {
    const p = media.post;
    allowed = p.authorId === viewerId || (p.status === "published" && (await canSeeAuthorContent(viewerId, p.authorId)));
  } else if (media.message) {
    allowed = media.message.senderId === viewerId || media.message.receiverId === viewerId;
  } else {
    allowed = media.ownerId === viewerId;
  }
  if (!allowed) throw forbidden(LOCKED_MESSAGE);
  return media;
}
