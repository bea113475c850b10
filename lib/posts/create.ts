import { randomUUID } from "node:crypto";
import { prisma, type Tx } from "@/lib/db";
import { badRequest, fieldError } from "@/lib/errors";
import { log } from "@/lib/log";
import { mediaColumns, prepareMedia, storePrepared, type MediaInput, type PreparedMedia, storedKeys } from "@/lib/media/prepare";
import { knownAbuseScreen } from "@/lib/moderation/hash-match";
import { readPosts } from "@/lib/posts/select";
import { initialPostStatus, publicationTime, sampledForReview } from "@/lib/posts/publication";
import { NO_OFFER, type PostOffer } from "@/lib/posts/offer";
import { deleteQuietly } from "@/lib/storage";
import { sendProcessingJobs } from "@/lib/queue/media";
import { visibleMarkOf } from "@/lib/leaks/watermark";

export const MAX_FILES_PER_POST = 10;
export const TITLE_MAX = 200;
export const CONTENT_MAX = 5000;
export const CAPTION_MAX = 300;

/** A file of a new post: bytes in memory (the demo seed) or an upload spooled to disk. */
export type NewPostFile = ({ bytes: Buffer } | { file: MediaInput }) & { filename?: string; caption?: string | null };
export type NewPostInput = {
  authorId: string;
  title: string;
  description: string;
  files: NewPostFile[];
  /** media of the author's vault to show too, by id, after the files (lib/vault) */
  mediaIds?: string[];
  /** their captions, in the same order */
  reusedCaptions?: (string | null)[];
  /** pay-per-view price and schedule (lib/posts/offer.ts); none by default */
  offer?: PostOffer;
  /** runs in the post's transaction once its rows are written (co-performer tags: lib/consent/create.ts) */
  beforeCommit?: (tx: Tx, post: { id: string; authorId: string; title: string }) => Promise<void>;
};

/**
 * Creates a post with all its media, all or nothing: every file is checked first
 * (new uploads join the author's vault; `mediaIds` shows media already there, with no upload)
 * (content type by magic bytes, size), photos are re-encoded, then the files are stored and the
 * Post and Media rows written in one transaction. If anything fails, no row and no stored file
 * remains. Used by POST /api/posts/exclusive-content and the demo seed.
 * The post starts as initialPostStatus says (published, or in_review with a "pre" review; a
 * published post may be drawn for a "sampled" review). Subscribers are notified separately
 * (notifyNewPost), outside this transaction, and only about a published post.
 */
export async function createPost(input: NewPostInput, now = new Date()) {
  const title = input.title?.trim() ?? "";
  const content = input.description?.trim() ?? "";
  if (!title || !content) throw badRequest("TITLE_DESCRIPTION_REQUIRED");
  if (title.length > TITLE_MAX) throw badRequest("TITLE_TOO_LONG", { params: { max: TITLE_MAX }, errors: fieldError("title", "FIELD_TOO_LONG", { max: TITLE_MAX }) });
  if (content.length > CONTENT_MAX) throw badRequest("DESCRIPTION_TOO_LONG", { params: { max: CONTENT_MAX }, errors: fieldError("description", "FIELD_TOO_LONG", { max: CONTENT_MAX }) });
  const reused = [...new Set(input.mediaIds ?? [])];
  const count = input.files.length + reused.length;
  if (count === 0) throw badRequest("MEDIA_REQUIRED");
  if (count > MAX_FILES_PER_POST) throw badRequest("POST_TOO_MANY_FILES", { params: { max: MAX_FILES_PER_POST } });
  // captions follow the files, then the vault media
  const captions = [...input.files.map((f) => (f.caption ?? "").trim()), ...reused.map((_, i) => (input.reusedCaptions?.[i] ?? "").trim())];
  if (captions.some((c) => c.length > CAPTION_MAX)) throw badRequest("CAPTION_TOO_LONG", { params: { max: CAPTION_MAX } });

  // 1. check and prepare every file before anything is written (photos screened against the hash lists)
  const prepared: PreparedMedia[] = [];
  const screen = knownAbuseScreen(input.authorId);
  // the author's visible mark, burnt into new photos when on (issue 25 §7)
  const mark = input.files.length ? await visibleMarkOf(input.authorId) : null;
  for (const [i, f] of input.files.entries()) {
    const input = "bytes" in f ? { bytes: f.bytes } : f.file;
    prepared.push(await prepareMedia(input, "pm", f.filename ? `${f.filename}` : `File ${i + 1}`, screen, mark));
  }

  // 2. store the bytes; 3. write the rows. Undo the stored files on any failure.
  const keys = prepared.flatMap(storedKeys);
  const uploadedIds = prepared.map(() => randomUUID());
  let answer: Awaited<ReturnType<typeof readPosts>>[number];
  try {
    await Promise.all(prepared.map(storePrepared));
    const [created] = await prisma.$transaction(async (tx) => {
      const author = await tx.user.findUniqueOrThrow({ where: { id: input.authorId }, select: { trustedAt: true, accountStatus: true } });
      let waitingReused = 0;
      if (reused.length) {
        const owned = await tx.media.findMany({ where: { id: { in: reused }, ownerId: input.authorId }, select: { status: true } });
        if (owned.length !== reused.length) throw badRequest("VAULT_MEDIA_UNKNOWN", { errors: fieldError("mediaIds", "VAULT_MEDIA_UNKNOWN") });
        waitingReused = owned.filter((m) => m.status !== "ready").length;
      }
      // a post with a video still to process waits for it (decision 074): `processing`, seen by
      // its author only; it becomes what initialPostStatus says when its media are ready
      // (lib/media-pipeline/settle.ts), and is reviewed or announced then
      const waiting = waitingReused > 0 || prepared.some((p) => p.status === "processing");
      const status = waiting ? "processing" : initialPostStatus(author, now);
      const offer = input.offer ?? NO_OFFER;
      // a scheduled post's publishedAt is its publishAt: nobody but its owner sees it before (lib/access/posts.ts)
      const post = await tx.post.create({
        data: { authorId: input.authorId, title, content, status, publishedAt: publicationTime(offer, now), ...offer },
        select: { id: true },
      });
      if (status === "in_review") await tx.postReview.create({ data: { postId: post.id, kind: "pre", createdAt: now } });
      else if (status === "published" && sampledForReview(post.id)) await tx.postReview.create({ data: { postId: post.id, kind: "sampled", createdAt: now } });
      await tx.media.createMany({
        data: prepared.map((p, position) => ({
          id: uploadedIds[position],
          ownerId: input.authorId,
          postId: post.id,
          ...mediaColumns(p),
          caption: captions[position] || null,
          position,
        })),
      });
      // what the post shows, in order: the new uploads, then the vault media
      await tx.postMedia.createMany({
        data: [...uploadedIds, ...reused].map((mediaId, position) => ({ postId: post.id, mediaId, position, caption: captions[position] || null })),
      });
      await input.beforeCommit?.(tx, { id: post.id, authorId: input.authorId, title });
      return readPosts(input.authorId, { id: post.id }, { db: tx, as: { visible: true, isLiked: false } });
    });
    answer = created!;
  } catch (err) {
    await deleteQuietly(keys);
    log.warn({ err, authorId: input.authorId }, "post creation rolled back");
    throw err;
  }
  // the creator never waits: the videos are processed by the worker (lib/queue/media.ts; never throws)
  await sendProcessingJobs(prepared.flatMap((p, i) => (p.status === "processing" ? [{ id: uploadedIds[i]!, durationMs: p.durationMs }] : [])));
  return answer;
}
