import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import { prisma } from "@/lib/db";
import { kysely, type DB } from "@/lib/db/kysely";
import { forbidden, notFound } from "@/lib/errors";
import { messageLockedFor } from "@/lib/access/paid-message";
import { hasAccessGivingSubscription } from "@/lib/access/subscription";
import { authorClosedTo, blockedBySql, geoBlockedSql, refuseClosure, type Audience } from "@/lib/access/audience";
import { ACCOUNT_STANDING_SELECT as ACCOUNT_STANDING, accountIdShownSql, accountShown, accountShownSql } from "@/lib/access/accounts";

/**
 * THE rule of who may see locked content (a post's text and media, a media file):
 *  - the owner (author) always;
 *  - an active subscriber of the author (lib/access/subscription.ts), while the author's account
 *    may be shown (lib/access/accounts.ts: not suspended, banned or hidden by moderation) and the
 *    author is not closed to them (geo-blocked country or region, or a member the author blocked:
 *    lib/access/audience.ts);
 *  - nobody else.
 * A post is there for others only while it is published (held, removed, in review... are the
 * owner's alone) and its author may be shown.
 * Chat attachments (Media with messageId) are visible to the two participants of the message.
 * Every endpoint that shows post text, media keys or media bytes goes through this module; a
 * statement that needs the rule inside its SQL takes `maySeeAuthorContent` from here.
 */
export const LOCKED_MESSAGE = "You need to subscribe to view this content";

/** Where the viewer is (lib/geo/visitor.ts); unknown by default. Fields may be prepared-statement parameters. */
export type Location = { country: string | null; region: string | null };
const NOWHERE: Location = { country: null, region: null };

/**
 * The rule as a SQL condition: may `viewerId` (null = anonymous) see the content of the author
 * `authorId`, at `at`, from `location`?
 */
export function maySeeAuthorContent(viewerId: string | null, authorId: Expression<string>, at: Date = new Date(), location: Location = NOWHERE): Expression<SqlBool> {
  if (!viewerId) return sql<SqlBool>`false`;
  const audience: Audience = { viewerId, country: location.country, region: location.region };
  return sql<SqlBool>`(${authorId} = ${viewerId} OR (${hasAccessGivingSubscription(viewerId, authorId, at)} AND ${accountIdShownSql(authorId, at)} AND NOT ${authorClosedTo(authorId, audience)}))`;
}

/** May the viewer (null = anonymous) see the locked content of this author? */
export async function canSeeAuthorContent(viewerId: string | null, authorId: string, now = new Date(), location: Location = NOWHERE): Promise<boolean> {
  if (!viewerId) return false;
  const row = await kysely()
    .selectNoFrom(sql<boolean>`${maySeeAuthorContent(viewerId, sql<string>`${authorId}::uuid`, now, location)}`.as("allowed"))
    .executeTakeFirstOrThrow();
  return row.allowed;
}

/**
 * A post the viewer may see, for likes and comments. Unknown posts, and unpublished posts of
 * others, are 404 'Post not found'; a published post of a creator the viewer does not
 * subscribe to is 403.
 */
export async function requireVisiblePost(viewerId: string | null, postId: string, location: Location = NOWHERE): Promise<VisiblePost> {
  const row = await visiblePostQuery(kysely(), viewerId, postId, new Date(), location).executeTakeFirst();
  return assertVisiblePost(row);
}

const eb = expressionBuilder<DB, never>();

/**
 * The post, its author's username and the rules as one SELECT, for statements that check and act
 * at once (the like toggle). Gives one row, or none for an unknown post. `found`: the post exists
 * for the viewer (published, or their own; else 404); `visible`: the viewer may see its content
 * (maySeeAuthorContent; else 403); `allowed`: both; `geoBlocked` / `blockedBy`: the author is
 * closed to the viewer (lib/access/audience.ts; 451 / 404). `assertVisiblePost` reads the verdict.
 */
export function visiblePostQuery(
  db: Pick<ReturnType<typeof kysely>, "selectFrom">,
  viewerId: string | null,
  postId: string,
  at: Date = new Date(),
  location: Location = NOWHERE,
) {
  const post = eb
    .selectFrom("Post as p")
    .innerJoin("User as u", "u.id", "p.authorId")
    .where("p.id", "=", postId)
    .select([
      "p.id",
      "p.authorId",
      sql<VisiblePost["status"]>`p."status"::text`.as("status"),
      "p.commentsEnabled",
      "u.username",
      sql<boolean>`${maySeeAuthorContent(viewerId, sql.ref("p.authorId"), at, location)} IS TRUE`.as("visible"),
      sql<boolean>`${postShownToOthersSql("p", "u", at)}`.as("shown"),
      sql<boolean>`(${sql.ref("p.authorId")} IS DISTINCT FROM ${viewerId}::uuid AND ${geoBlockedSql(sql.ref("p.authorId"), location.country, location.region)})`.as("geoBlocked"),
      sql<boolean>`(${sql.ref("p.authorId")} IS DISTINCT FROM ${viewerId}::uuid AND ${blockedBySql(sql.ref("p.authorId"), viewerId)})`.as("blockedBy"),
    ]);
  return db
    .selectFrom(
      eb
        .selectFrom(post.as("w"))
        .selectAll("w")
        .select(sql<boolean>`(${sql.ref("w.shown")} OR ${sql.ref("w.authorId")} = ${viewerId}::uuid) IS TRUE`.as("found"))
        .as("v"),
    )
    .selectAll("v")
    .select(sql<boolean>`(${sql.ref("v.found")} AND ${sql.ref("v.visible")})`.as("allowed"));
}

export type VisiblePostRow = Omit<VisiblePost, "author"> & {
  username: string;
  shown: boolean;
  found: boolean;
  visible: boolean;
  allowed: boolean;
  geoBlocked: boolean;
  blockedBy: boolean;
};

/**
 * SQL: the post aliased `post` (its author's "User" row aliased `author`) is there for others:
 * published, and its author's account may be shown. The owner sees their own posts whatever this says.
 */
export function postShownToOthersSql(post: string, author: string, at: Expression<Date> | Date = sql<Date>`now()`): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${post}.status`)} = 'published' AND ${accountShownSql(author, at)})`;
}

/** The verdict on a row of visiblePostQuery (undefined: no such post): the post, or 404/451/403. */
export function assertVisiblePost(row: VisiblePostRow | undefined): VisiblePost {
  if (!row?.found) throw notFound("Post not found");
  refuseClosure(row.geoBlocked ? "geo" : row.blockedBy ? "blocked" : null, "Post not found");
  if (!row.visible) throw forbidden(LOCKED_MESSAGE);
  return { id: row.id, authorId: row.authorId, status: row.status, commentsEnabled: row.commentsEnabled, author: { username: row.username } };
}

export type VisiblePost = {
  id: string;
  authorId: string;
  status: "draft" | "published" | "unpublished" | "in_review" | "rejected" | "held" | "removed";
  commentsEnabled: boolean;
  author: { username: string };
};

/**
 * A media file the viewer may open: a post's media by the post rule (published, or the owner's),
 * a chat attachment by its conversation's two participants, anything else by its owner only.
 * Unknown key: 404; not allowed: 403.
 */
export async function requireMediaAccess(viewerId: string, key: string, location: Location = NOWHERE) {
  const media = await prisma.media.findUnique({
    where: { key },
    select: {
      id: true,
      key: true,
      ownerId: true,
      mimeType: true,
      type: true,
      postId: true,
      message: { select: { senderId: true, receiverId: true, hiddenAt: true, priceCents: true, purchasedAt: true, sender: { select: ACCOUNT_STANDING } } },
      // issue 21: messages reusing the owner's media (mass, welcome, pay-per-view), the viewer's only
      messageUses: {
        where: { message: { receiverId: viewerId, hiddenAt: null } },
        select: { message: { select: { senderId: true, priceCents: true, purchasedAt: true, sender: { select: ACCOUNT_STANDING } } } },
        take: 20,
      },
    },
  });
  if (!media) throw notFound("Media not found");
  let allowed: boolean;
  if (media.postId) {
    // the post rule's verdict (visiblePostQuery: published or the viewer's own, and content the viewer may see)
    const post = await visiblePostQuery(kysely(), viewerId, media.postId, new Date(), location).executeTakeFirst();
    if (post?.found) refuseClosure(post.geoBlocked ? "geo" : post.blockedBy ? "blocked" : null, "Media not found");
    allowed = post?.allowed === true;
  } else if (media.message) {
    // the two participants, while the message is not hidden by moderation and its sender may be shown
    const m = media.message;
    allowed =
      (m.senderId === viewerId || m.receiverId === viewerId) &&
      !m.hiddenAt &&
      (m.senderId === viewerId || accountShown(m.sender)) &&
      !messageLockedFor(m, viewerId);
  } else {
    allowed = media.ownerId === viewerId;
  }
  // a message that reuses this medium opens it to its receiver, once bought if it has a price (lib/access/paid-message.ts)
  if (!allowed) allowed = media.messageUses.some((u) => accountShown(u.message.sender) && !messageLockedFor(u.message, viewerId));
  if (!allowed) throw forbidden(LOCKED_MESSAGE);
  return media;
}
