import { prisma } from "@/lib/db";
import { badRequest, fieldError } from "@/lib/errors";
import { readBodyCapped } from "@/lib/http/body";
import { listField, mediaType, validate } from "@/lib/http/parse";
import { log } from "@/lib/log";
import { mediaColumns, mediaUploadRules, prepareMedia, storedKeys, storePrepared, type MediaInput, type PreparedMedia } from "@/lib/media/prepare";
import { withUpload } from "@/lib/media/upload";
import { knownAbuseScreen } from "@/lib/moderation/hash-match";
import { consume, limiter } from "@/lib/rate-limit";
import { deleteQuietly } from "@/lib/storage";
import { sendProcessingJobs } from "@/lib/queue/media";
import { withFinishedUploads } from "@/lib/uploads/finished";
import { MAX_ATTACHMENTS } from "@/shared/schemas/chat";
import { MEDIA_FORM_SELECT, toAttachment } from "@/lib/chat/serialize";
import { uploadIdsSchema } from "@/shared/schemas/uploads";
import { visibleMarkOf } from "@/lib/leaks/watermark";

/** An attachment stored (lib/chat/serialize.ts): a video is `processing` until its job made it playable (decision 075). */
export type ChatAttachment = ReturnType<typeof toAttachment>;

type Incoming = { input: MediaInput; label: string };

/**
 * POST /api/chat/attachments: images/videos (multipart `files`, repeated, or a single `file`;
 * and/or `uploads`: finished resumable uploads of the caller's, by id, repeated fields or a JSON
 * array, also as a JSON body `{uploads: [...]}`) checked by content (photos re-encoded without
 * metadata), stored and recorded as Media owned by
 * the uploader with no post and no message yet. send_message {attachments: [_id]} links them
 * (lib/chat/send.ts: the owner's own, unused ones only); until then only the owner may open them,
 * afterwards the two members of the conversation (lib/access/posts.ts). All or nothing; the
 * uploads used are deleted once their media are stored.
 */
export async function uploadChatAttachments(ownerId: string, req: Request): Promise<ChatAttachment[]> {
  await consume(limiter("chat-attachment", 30, 60), ownerId, "CHAT_UPLOADS_TOO_MANY");
  if (mediaType(req) === "application/json") {
    let raw: unknown;
    try {
      raw = JSON.parse((await readBodyCapped(req, 16 * 1024)).toString("utf8"));
    } catch {
      throw badRequest("MALFORMED_JSON");
    }
    const { uploads } = validate(uploadIdsSchema, raw);
    return fromUploads(ownerId, uploads, []);
  }
  const rules = mediaUploadRules(["files", "file"], MAX_ATTACHMENTS, "MESSAGE_TOO_MANY_FILES");
  // the upload streams to temporary files, removed when this settles
  return withUpload(req, rules, async ({ files, fields }) => {
    const uploads = validate(uploadIdsSchema, { uploads: listField(fields.get("uploads") ?? [], () => badRequest("UPLOADS_INVALID", { errors: fieldError("uploads", "UPLOADS_INVALID") })) }).uploads;
    return fromUploads(ownerId, uploads, files.map((f, i) => ({ input: f, label: f.filename || `File ${i + 1}` })));
  });
}

async function fromUploads(ownerId: string, uploads: string[], files: Incoming[]): Promise<ChatAttachment[]> {
  if (files.length + uploads.length === 0) throw badRequest("FILE_REQUIRED", { errors: fieldError("files", "FILE_REQUIRED") });
  if (files.length + uploads.length > MAX_ATTACHMENTS) throw badRequest("MESSAGE_TOO_MANY_FILES", { params: { max: MAX_ATTACHMENTS } });
  return withFinishedUploads(ownerId, uploads, async (finished) => {
    const all: Incoming[] = [...files, ...finished.map((u, i) => ({ input: u.file, label: u.filename || `File ${files.length + i + 1}` }))];
    const prepared: PreparedMedia[] = [];
    // photos screened against the known-abuse hash lists (422 MEDIA_BLOCKED, nothing stored)
    const screen = knownAbuseScreen(ownerId);
    // the sender's visible mark, burnt into new photos when on (issue 25 §7)
    const mark = await visibleMarkOf(ownerId);
    for (const f of all) prepared.push(await prepareMedia(f.input, "cm", f.label, screen, mark));
    return storeAttachments(ownerId, prepared);
  });
}

async function storeAttachments(ownerId: string, prepared: PreparedMedia[]): Promise<ChatAttachment[]> {
  const keys = prepared.flatMap(storedKeys);
  try {
    await Promise.all(prepared.map(storePrepared));
    const rows = await prisma.$transaction(
      prepared.map((p, position) =>
        prisma.media.create({
          data: { ownerId, ...mediaColumns(p), position },
          select: MEDIA_FORM_SELECT,
        }),
      ),
    );
    // a video is processed by the worker (lib/queue/media.ts); the uploader never waits
    await sendProcessingJobs(rows.filter((r) => r.status === "processing"));
    return rows.map(toAttachment);
  } catch (err) {
    await deleteQuietly(keys);
    log.warn({ err, ownerId }, "chat attachment upload rolled back");
    throw err;
  }
}
