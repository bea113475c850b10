import { prisma, Prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { activeSubscriptionSql, activeSubscriptionWhere } from "@/lib/subscriptions/active";

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
export async function requireVisiblePost(viewerId: string | null, postId: string): Promise<VisiblePost> {
  const rows = await prisma.$queryRaw<VisiblePostRow[]>(visiblePostSql(viewerId, postId));
  return assertVisiblePost(rows[0], viewerId);
}

/**
 * The post, its author's username and the access rule (owner, or an active subscription: the
 * same condition as activeSubscriptionWhere, via activeSubscriptionSql) as one SELECT, for
 * statements that check and act at once (the like toggle). Gives one row, or none for an unknown
 * post. Its verdict is `assertVisiblePost`'s; `allowed` is that verdict as a column.
 */
export function visiblePostSql(viewerId: string | null, postId: string): Prisma.Sql {
  const viewer = viewerId ? Prisma.sql`${viewerId}::uuid` : Prisma.sql`NULL::uuid`;
  return Prisma.sql`
    SELECT v.*, (v."visible" AND (v."status" = 'published' OR v."authorId" = ${viewer})) IS TRUE AS "allowed" FROM (
      SELECT p."id", p."authorId", p."status"::text AS "status", p."commentsEnabled", u."username",
             (p."authorId" = ${viewer} OR EXISTS (
                SELECT 1 FROM "Subscription" s
                WHERE s."subscriberId" = ${viewer} AND s."creatorId" = p."authorId" AND ${activeSubscriptionSql("s")}
             )) IS TRUE AS "visible"
      FROM "Post" p JOIN "User" u ON u."id" = p."authorId"
      WHERE p."id" = ${postId}::uuid
    ) v`;
}

export type VisiblePostRow = Omit<VisiblePost, "author"> & { username: string; visible: boolean; allowed: boolean };

/** The verdict on a row of visiblePostSql (undefined: no such post): the post, or 404/403. */
export function assertVisiblePost(row: VisiblePostRow | undefined, viewerId: string | null): VisiblePost {
  if (!row || (row.status !== "published" && row.authorId !== viewerId)) throw notFound("Post not found");
  if (!viewerId || !row.visible) throw forbidden(LOCKED_MESSAGE);
  return { id: row.id, authorId: row.authorId, status: row.status, commentsEnabled: row.commentsEnabled, author: { username: row.username } };
}

export type VisiblePost = {
  id: string;
  authorId: string;
  status: "draft" | "published" | "unpublished";
  commentsEnabled: boolean;
  author: { username: string };
};

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
