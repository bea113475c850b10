import { sql } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { notFound, badRequest, fieldError } from "@/lib/errors";
import { validate } from "@/lib/http/parse";
import { withUpload, type SpooledFile } from "@/lib/media/upload";
import { notify } from "@/lib/notifications/notify";
import { deleteQuietly } from "@/lib/storage";
import { documentLink, identityUploadRules, storeIdentityFiles } from "@/lib/identity/documents";
import { idOr404 } from "@/lib/posts/ids";
import { notifyNewPost } from "@/lib/posts/notify-new-post";
import { publicationTime } from "@/lib/posts/publication";
import { PUBLIC_NAME_SELECT, publicName } from "@/lib/users/public-name";
import { RELEASE_FILES, releaseFieldsSchema } from "@/shared/schemas/identity";
import { normalizeUsername } from "@/shared/validation/username";

// Co-performer consent (issue 19 point 5; docs/decisions/036-co-performer-consent.md). A post that
// shows anyone besides its creator names each co-performer:
//  - a verified creator of the platform, by username: the tag is pending until they accept it
//    (POST /api/posts/{postId}/performers/{id}/accept|decline);
//  - anyone else: a signed release and that person's identity document, uploaded by the creator
//    (private files, lib/identity/documents.ts): accepted on upload, kept as the consent record.
// THE rule: a post with a pending or declined co-performer is not published. It is kept as
// "draft" (hidden everywhere, like any unpublished post) and published when the last one accepts.

export const PERFORMER_NOT_VERIFIED = "PERFORMER_NOT_VERIFIED";
export const MAX_PERFORMERS = 10;

/** The verified creators named by `usernames`, or 400 naming those who are not (unknown, unverified, oneself). */
export async function resolvePerformers(authorId: string, usernames: string[]): Promise<{ id: string; username: string }[]> {
  const wanted = [...new Set(usernames.map(normalizeUsername))];
  if (wanted.length === 0) return [];
  if (wanted.length > MAX_PERFORMERS) throw badRequest("PERFORMERS_TOO_MANY", { params: { max: MAX_PERFORMERS }, errors: fieldError("performers", "PERFORMERS_TOO_MANY", { max: MAX_PERFORMERS }) });
  const rows = await prisma.user.findMany({
    where: { username: { in: wanted }, role: "MEMBER", verifiedAt: { not: null }, id: { not: authorId } },
    select: { id: true, username: true },
  });
  const found = new Set(rows.map((r) => r.username));
  const missing = wanted.filter((u) => !found.has(u));
  if (missing.length) {
    throw badRequest(PERFORMER_NOT_VERIFIED, {
      params: { usernames: missing.join(", ") },
      errors: { performers: missing.map((username) => ({ code: "PERFORMER_NOT_A_CREATOR" as const, params: { username } })) },
    });
  }
  return rows;
}

/**
 * Keeps the post's status in line with its co-performers: published while any is pending or
 * declined -> draft; draft with every one accepted -> published (publishedAt: now). Other states
 * (moderation's in_review, removed...) are not this rule's to change. Answers the status.
 */
/** Does the post name a co-performer who has not accepted (pending or declined)? It may not be published then. */
export async function awaitsConsent(tx: Tx, postId: string): Promise<boolean> {
  return (await tx.postPerformer.count({ where: { postId, status: { not: "accepted" } } })) > 0;
}

export async function syncConsentPublication(tx: Tx, postId: string, now: Date): Promise<string> {
  const post = await tx.post.findUniqueOrThrow({ where: { id: postId }, select: { status: true, publishAt: true } });
  const open = (await awaitsConsent(tx, postId)) ? 1 : 0;
  if (open > 0 && post.status === "published") {
    await tx.post.update({ where: { id: postId }, data: { status: "draft" } });
    return "draft";
  }
  if (open === 0 && post.status === "draft") {
    await tx.post.update({ where: { id: postId }, data: { status: "published", publishedAt: publicationTime(post, now) } });
    return "published";
  }
  return post.status;
}

/** Writes pending tags (inside the caller's transaction) and holds the post; the tagged are notified with it. */
export async function tagPerformers(tx: Tx, post: { id: string; authorId: string; title: string }, performers: { id: string }[], now: Date) {
  if (performers.length === 0) return;
  for (const p of performers) {
    const existing = await tx.postPerformer.findUnique({ where: { postId_userId: { postId: post.id, userId: p.id } }, select: { id: true } });
    if (existing) continue;
    const tag = await tx.postPerformer.create({ data: { postId: post.id, userId: p.id, status: "pending", createdAt: now }, select: { id: true } });
    await notify(
      {
        recipientId: p.id,
        senderId: post.authorId,
        priority: "high",
        template: "coperformer_tagged",
        params: { postTitle: post.title },
        actionUrl: `/co-performers?tag=${tag.id}`,
      },
      tx,
    );
  }
  await syncConsentPublication(tx, post.id, now);
}

/** Serialises the consent changes of one post, so the last answer always sees the others. */
async function lockPost(tx: Tx, postId: string) {
  await kysely(tx).selectFrom("Post").select(sql.lit(1).as("one")).where("id", "=", postId).forNoKeyUpdate().executeTakeFirst();
}

async function ownPost(authorId: string, rawPostId: string) {
  const postId = idOr404(rawPostId, "POST_NOT_FOUND");
  const post = await prisma.post.findUnique({ where: { id: postId }, select: { id: true, authorId: true, title: true } });
  if (!post || post.authorId !== authorId) throw notFound("POST_NOT_FOUND");
  return post;
}

const PERFORMER_SELECT = {
  id: true,
  status: true,
  name: true,
  createdAt: true,
  decidedAt: true,
  user: { select: { username: true, ...PUBLIC_NAME_SELECT } },
  documents: { select: { id: true, purpose: true, mimeType: true } },
} as const;
type PerformerRow = { id: string; status: string; name: string | null; createdAt: Date; decidedAt: Date | null; user: ({ username: string } & Parameters<typeof publicName>[0]) | null; documents: { id: string; purpose: string; mimeType: string }[] };

function performerAnswer(p: PerformerRow) {
  return {
    _id: p.id,
    kind: p.user ? ("creator" as const) : ("release" as const),
    username: p.user?.username ?? null,
    name: p.user ? publicName(p.user) : p.name,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}

async function performersOf(postId: string) {
  const [rows, post] = await Promise.all([
    prisma.postPerformer.findMany({ where: { postId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: PERFORMER_SELECT }),
    prisma.post.findUniqueOrThrow({ where: { id: postId }, select: { status: true } }),
  ]);
  return { postStatus: post.status, performers: rows.map(performerAnswer) };
}

/** GET /api/posts/{postId}/performers (the post's creator). */
export async function listPerformers(authorId: string, rawPostId: string) {
  const post = await ownPost(authorId, rawPostId);
  return performersOf(post.id);
}

/** POST /api/posts/{postId}/performers {usernames} (the post's creator): tags verified creators. */
export async function addTaggedPerformers(authorId: string, rawPostId: string, usernames: string[], now: Date) {
  const post = await ownPost(authorId, rawPostId);
  const performers = await resolvePerformers(authorId, usernames);
  await prisma.$transaction(async (tx) => {
    await lockPost(tx, post.id);
    if ((await tx.postPerformer.count({ where: { postId: post.id } })) + performers.length > MAX_PERFORMERS) {
      throw badRequest("PERFORMERS_TOO_MANY", { params: { max: MAX_PERFORMERS }, errors: fieldError("performers", "PERFORMERS_TOO_MANY", { max: MAX_PERFORMERS }) });
    }
    await tagPerformers(tx, post, performers, now);
  });
  return performersOf(post.id);
}

/**
 * POST /api/posts/{postId}/performers as multipart (the post's creator): a person who is not a
 * creator here, by legal name with a signed release and their identity document (both required).
 */
export async function addReleasedPerformer(authorId: string, rawPostId: string, req: Request, now: Date) {
  const post = await ownPost(authorId, rawPostId);
  return withUpload(req, identityUploadRules([...RELEASE_FILES]), async (form) => {
    const { name } = validate(releaseFieldsSchema, { name: form.fields.get("name")?.[0] });
    const byField = new Map<string, SpooledFile>(form.files.map((f) => [f.field, f]));
    const missing = RELEASE_FILES.filter((f) => !byField.has(f));
    if (missing.length) {
      throw badRequest("MISSING_FILE", { params: { files: missing.join(", ") }, errors: Object.fromEntries(missing.map((f) => [f, [{ code: "FIELD_REQUIRED" as const }]])) });
    }
    const stored = await storeIdentityFiles([
      { file: byField.get("release")!, purpose: "release" },
      { file: byField.get("idDocument")!, purpose: "id_document" },
    ]);
    try {
      await prisma.$transaction(async (tx) => {
        await lockPost(tx, post.id);
        if ((await tx.postPerformer.count({ where: { postId: post.id } })) >= MAX_PERFORMERS) {
          throw badRequest("PERFORMERS_TOO_MANY", { params: { max: MAX_PERFORMERS }, errors: fieldError("performers", "PERFORMERS_TOO_MANY", { max: MAX_PERFORMERS }) });
        }
        await tx.postPerformer.create({
          data: { postId: post.id, name, status: "accepted", createdAt: now, decidedAt: now, documents: { create: stored.map((s) => ({ ...s, createdAt: now })) } },
        });
        await syncConsentPublication(tx, post.id, now);
      });
    } catch (err) {
      await deleteQuietly(stored.map((s) => s.key));
      throw err;
    }
    return performersOf(post.id);
  });
}

/**
 * POST /api/posts/{postId}/performers/{id}/accept|decline (the tagged creator; 404 for anyone
 * else). An answer can be changed while the post exists: declining later hides it again.
 */
export async function answerTag(userId: string, rawPostId: string, rawTagId: string, answer: "accepted" | "declined", now: Date) {
  const postId = idOr404(rawPostId, "TAG_NOT_FOUND");
  const tagId = idOr404(rawTagId, "TAG_NOT_FOUND");
  const result = await prisma.$transaction(async (tx) => {
    await lockPost(tx, postId);
    const tag = await tx.postPerformer.findUnique({
      where: { id: tagId },
      select: { postId: true, userId: true, status: true, post: { select: { id: true, authorId: true, title: true } } },
    });
    if (!tag || tag.postId !== postId || tag.userId !== userId) throw notFound("TAG_NOT_FOUND");
    await tx.postPerformer.update({ where: { id: tagId }, data: { status: answer, decidedAt: now } });
    const postStatus = await syncConsentPublication(tx, postId, now);
    if (tag.status !== answer) {
      await notify(
        {
          recipientId: tag.post.authorId,
          senderId: userId,
          template: answer === "accepted" ? "coperformer_accepted" : "coperformer_declined",
          params: { postTitle: tag.post.title },
          actionUrl: "/creator-hub",
        },
        tx,
      );
    }
    return { answer: { _id: tagId, status: answer, postStatus }, published: postStatus === "published" && tag.status !== "accepted", post: tag.post };
  });
  // the last consent published the post: its creator's subscribers hear of it now
  if (result.published) await notifyNewPost({ postId: result.post.id, authorId: result.post.authorId, title: result.post.title });
  return result.answer;
}

/** GET /api/users/performer-tags: the viewer's tags waiting for an answer (and answered ones), newest first. */
export async function myTags(userId: string) {
  const rows = await prisma.postPerformer.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, postId: true, status: true, createdAt: true, post: { select: { title: true, author: { select: { username: true, ...PUBLIC_NAME_SELECT } } } } },
  });
  return rows.map((r) => ({
    _id: r.id,
    postId: r.postId,
    postTitle: r.post.title,
    author: { username: r.post.author.username, name: publicName(r.post.author) },
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /api/admin/posts/{postId}/consent: the post's co-performers with their records and 5-minute document links. */
export async function postConsentRecords(rawPostId: string, now = Date.now()) {
  const postId = idOr404(rawPostId, "POST_NOT_FOUND");
  const post = await prisma.post.findUnique({
    where: { id: postId },
    select: { id: true, title: true, status: true, author: { select: { id: true, username: true, verifiedAt: true } } },
  });
  if (!post) throw notFound("POST_NOT_FOUND");
  const rows = await prisma.postPerformer.findMany({ where: { postId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: PERFORMER_SELECT });
  return {
    post: {
      _id: post.id,
      title: post.title,
      status: post.status,
      author: { _id: post.author.id, username: post.author.username, verified: post.author.verifiedAt !== null },
    },
    performers: rows.map((r) => ({ ...performerAnswer(r), documents: r.documents.map((d) => documentLink(d, now)) })),
  };
}
