import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import { prisma } from "@/lib/db";
import { kysely, type DB } from "@/lib/db/kysely";
import { forbidden, notFound } from "@/lib/errors";
import { messageLockedFor } from "@/lib/access/paid-message";
import { hasAccessGivingSubscription } from "@/lib/access/subscription";
import { authorClosedTo, blockedBySql, geoBlockedSql, refuseClosure, type Audience } from "@/lib/access/audience";
import { ACCOUNT_STANDING_SELECT as ACCOUNT_STANDING, accountIdShownSql, accountShown, accountShownSql } from "@/lib/access/accounts";
import { boughtPostSql } from "@/lib/access/purchases";

/**
 * THE rule of who may see locked content (a post's text and media, a media file):
 *  - the owner (author) always;
 *  - while the author's account may be shown (lib/access/accounts.ts: not suspended, banned or
 *    hidden by moderation) and the author is not closed to them (geo-blocked country or region,
 *    or a member the author blocked: lib/access/audience.ts):
 *    - a buyer of the post (lib/access/purchases.ts), forever, subscribed or not;
 *    - an active subscriber of the author (lib/access/subscription.ts), unless the post has a
 *      price (pay-per-view) that the creator did not make free for subscribers;
 *  - nobody else.
 * A post is there for others only while it is published (held, removed, in review... are the
 * owner's alone), its author may be shown, its time has come (publishedAt, which is the
 * scheduled publishAt of a scheduled post) and it has not expired (expiresAt), except for its
 * buyers, who keep an expired post. The rule reads the time it is given, so a schedule holds
 * across restarts and instances with no job flipping anything.
 * Chat attachments (Media with messageId) are visible to the two participants of the message.
 * Every endpoint that shows post text, media keys or media bytes goes through this module; a
 * statement that needs the rule inside its SQL takes `maySeeAuthorContent` from here.
 */

/** Where the viewer is (lib/geo/visitor.ts); unknown by default. Fields may be prepared-statement parameters. */
export type Location = { country: string | null; region: string | null };
const NOWHERE: Location = { country: null, region: null };

/**
 * The author part of the rule as a SQL condition: may `viewerId` (null = anonymous) see the
 * content of the author `authorId` that subscribers see (posts without a price, or free for
 * subscribers), at `at`, from `location`? Pay-per-view posts need maySeePostContent.
 */
export function maySeeAuthorContent(viewerId: string | null, authorId: Expression<string>, at: Date = new Date(), location: Location = NOWHERE): Expression<SqlBool> {
  if (!viewerId) return sql<SqlBool>`false`;
  const audience: Audience = { viewerId, country: location.country, region: location.region };
  return sql<SqlBool>`(${authorId} = ${viewerId} OR (${hasAccessGivingSubscription(viewerId, authorId, at)} AND ${accountIdShownSql(authorId, at)} AND NOT ${authorClosedTo(authorId, audience)}))`;
}

/**
 * SQL: a priced post aliased `post` opens to a subscriber only when the creator made it free for
 * subscribers; a post without a price is open to them.
 */
function openToSubscribersSql(post: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${post}.priceCents`)} IS NULL OR ${sql.ref(`${post}.freeForSubscribers`)})`;
}

/**
 * THE rule for one post, as a SQL condition on the "Post" row aliased `post`: may `viewerId` see
 * its content (title, text, media), at `at`, from `location`? (Whether the post is there for the
 * viewer at all is postShownToOthersSql; statements ask both.)
 */
export function maySeePostContent(viewerId: string | null, post: string, at: Date = new Date(), location: Location = NOWHERE): Expression<SqlBool> {
  if (!viewerId) return sql<SqlBool>`false`;
  const authorId = sql.ref<string>(`${post}.authorId`);
  const audience: Audience = { viewerId, country: location.country, region: location.region };
  const bought = boughtPostSql(viewerId, sql.ref(`${post}.id`));
  return sql<SqlBool>`(${authorId} = ${viewerId}::uuid OR (${accountIdShownSql(authorId, at)} AND NOT ${authorClosedTo(authorId, audience)}
    AND (${bought} OR (${openToSubscribersSql(post)} AND ${hasAccessGivingSubscription(viewerId, authorId, at)}))))`;
}

/**
 * The post rule where the statement already knows the viewer holds an access-giving
 * subscription to the post's author, who is shown and not closed to them (the subscribed feed's
 * authors, or the viewer's own posts): the owner, a buyer, or a post open to subscribers.
 */
export function maySeeSubscribedPostContent(viewerId: string, post: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${post}.authorId`)} = ${viewerId}::uuid OR ${openToSubscribersSql(post)} OR ${boughtPostSql(viewerId, sql.ref(`${post}.id`))})`;
}

/** Whether the viewer bought the post aliased `post` (the answers' `purchased`). */
export function purchasedSql(viewerId: string | null, post: string): Expression<SqlBool> {
  return boughtPostSql(viewerId, sql.ref(`${post}.id`));
}

/**
 * SQL: the post aliased `post` is out at `at`: its (possibly scheduled) publication time has come
 * and it has not expired, or `viewerId` bought it (buyers keep an expired post; null: nobody's
 * purchase counts, as in lists that show what is out now).
 */
export function postLiveSql(post: string, at: Expression<Date> | Date, viewerId: string | null = null): Expression<SqlBool> {
  const expires = sql.ref(`${post}.expiresAt`);
  const kept = viewerId ? sql<SqlBool>` OR ${boughtPostSql(viewerId, sql.ref(`${post}.id`))}` : sql``;
  return sql<SqlBool>`(${sql.ref(`${post}.publishedAt`)} <= ${at} AND (${expires} IS NULL OR ${expires} > ${at}${kept}))`;
}

/** May the viewer (null = anonymous) see the locked content of this author (posts without a price)? */
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
      sql<boolean>`${maySeePostContent(viewerId, "p", at, location)} IS TRUE`.as("visible"),
      sql<boolean>`${postShownToOthersSql("p", "u", at, viewerId)}`.as("shown"),
      sql<number | null>`${sql.ref("p.priceCents")}`.as("priceCents"),
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
 * SQL: the post aliased `post` (its author's "User" row aliased `author`) is there for others at
 * `at`: published, its author's account may be shown, and it is out (postLiveSql: scheduled time
 * come, not expired unless `viewerId` bought it). The owner sees their own posts whatever this says.
 */
export function postShownToOthersSql(post: string, author: string, at: Expression<Date> | Date = sql<Date>`now()`, viewerId: string | null = null): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${post}.status`)} = 'published' AND ${accountShownSql(author, at)} AND ${postLiveSql(post, at, viewerId)})`;
}

/** The verdict on a row of visiblePostQuery (undefined: no such post): the post, or 404/451/403. */
export function assertVisiblePost(row: VisiblePostRow | undefined): VisiblePost {
  if (!row?.found) throw notFound("POST_NOT_FOUND");
  refuseClosure(row.geoBlocked ? "geo" : row.blockedBy ? "blocked" : null, "POST_NOT_FOUND");
  if (!row.visible) throw forbidden("CONTENT_LOCKED");
  return { id: row.id, authorId: row.authorId, status: row.status, commentsEnabled: row.commentsEnabled, priceCents: row.priceCents, author: { username: row.username } };
}

export type VisiblePost = {
  id: string;
  authorId: string;
  status: "draft" | "published" | "processing" | "unpublished" | "in_review" | "rejected" | "held" | "removed";
  commentsEnabled: boolean;
  /** pay-per-view price in minor units (null: no price) */
  priceCents: number | null;
  author: { username: string };
};

/**
 * A media file the viewer may open: its owner always (it is in their vault); a medium a post shows
 * by the post rule (published and out, or the owner's; a priced post to its buyers), any of the
 * posts that show it (a vault medium may be reused); a chat attachment by its conversation's two
 * participants; nobody else. Unknown key: 404; not allowed: 403.
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
      // a video's playback (lib/media/playback.ts); a photo's copies (lib/media/photo-widths.ts)
      status: true,
      posterKey: true,
      renditions: true,
      durationMs: true,
      width: true,
      height: true,
      photoWidths: true,
      placements: { select: { postId: true }, take: 20 },
      message: { select: { senderId: true, receiverId: true, hiddenAt: true, priceCents: true, purchasedAt: true, sender: { select: ACCOUNT_STANDING } } },
      // issue 21: messages reusing the owner's media (mass, welcome, pay-per-view), the viewer's only
      messageUses: {
        where: { message: { receiverId: viewerId, hiddenAt: null } },
        select: { message: { select: { senderId: true, priceCents: true, purchasedAt: true, sender: { select: ACCOUNT_STANDING } } } },
        take: 20,
      },
    },
  });
  if (!media) throw notFound("MEDIA_NOT_FOUND");
  let allowed = media.ownerId === viewerId;
  if (!allowed && media.message) {
    // the two participants, while the message is not hidden by moderation and its sender may be shown
    const m = media.message;
    allowed =
      (m.senderId === viewerId || m.receiverId === viewerId) &&
      !m.hiddenAt &&
      (m.senderId === viewerId || accountShown(m.sender)) &&
      !messageLockedFor(m, viewerId);
  }
  // a message that reuses this medium opens it to its receiver, once bought if it has a price (lib/access/paid-message.ts)
  if (!allowed) allowed = media.messageUses.some((u) => accountShown(u.message.sender) && !messageLockedFor(u.message, viewerId));
  if (!allowed && media.placements.length > 0) {
    // the post rule's verdict on each post that shows it (visiblePostQuery: there for the viewer, and content they may see)
    const now = new Date();
    const verdicts = await Promise.all(media.placements.map((p) => visiblePostQuery(kysely(), viewerId, p.postId, now, location).executeTakeFirst()));
    allowed = verdicts.some((v) => v?.allowed === true);
    const found = verdicts.find((v) => v?.found);
    if (!allowed && found) refuseClosure(found.geoBlocked ? "geo" : found.blockedBy ? "blocked" : null, "MEDIA_NOT_FOUND");
  }
  if (!allowed) throw forbidden("CONTENT_LOCKED");
  return media;
}
