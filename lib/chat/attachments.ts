import { prisma } from "@/lib/db";
import { badRequest, fieldError } from "@/lib/errors";
import { log } from "@/lib/log";
import { mediaUploadRules, prepareMedia, storedKeys, storePrepared, type PreparedMedia } from "@/lib/media/prepare";
import { withUpload } from "@/lib/media/upload";
import { knownAbuseScreen } from "@/lib/moderation/hash-match";
import { consume, limiter } from "@/lib/rate-limit";
import { deleteQuietly } from "@/lib/storage";
import { MAX_ATTACHMENTS } from "@/shared/schemas/chat";

export type ChatAttachment = { _id: string; type: "image" | "video"; key: string };

/**
 * POST /api/chat/attachments: images/videos (multipart `files`, repeated, or a single `file`)
 * checked by content (photos re-encoded without metadata), stored and recorded as Media owned by
 * the uploader with no post and no message yet. send_message {attachments: [_id]} links them
 * (lib/chat/send.ts: the owner's own, unused ones only); until then only the owner may open them,
 * afterwards the two members of the conversation (lib/access/posts.ts). All or nothing.
 */
export async function uploadChatAttachments(ownerId: string, req: Request): Promise<ChatAttachment[]> {
  await consume(limiter("chat-attachment", 30, 60), ownerId, "CHAT_UPLOADS_TOO_MANY");
  const rules = mediaUploadRules(["files", "file"], MAX_ATTACHMENTS, "MESSAGE_TOO_MANY_FILES");
  // the upload streams to temporary files, removed when this settles
  return withUpload(req, rules, async ({ files }) => {
    if (files.length === 0) throw badRequest("FILE_REQUIRED", { errors: fieldError("files", "FILE_REQUIRED") });
    const prepared: PreparedMedia[] = [];
    // photos screened against the known-abuse hash lists (422 MEDIA_BLOCKED, nothing stored)
    const screen = knownAbuseScreen(ownerId);
    for (const [i, f] of files.entries()) prepared.push(await prepareMedia(f, "cm", f.filename || `File ${i + 1}`, screen));
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
          data: { ownerId, type: p.type, key: p.key, mimeType: p.mimeType, size: p.size, width: p.width, height: p.height, placeholder: p.placeholder, durationMs: p.durationMs, pdq: p.pdq, position },
          select: { id: true, type: true, key: true },
        }),
      ),
    );
    return rows.map((r) => ({ _id: r.id, type: r.type, key: r.key }));
  } catch (err) {
    await deleteQuietly(keys);
    log.warn({ err, ownerId }, "chat attachment upload rolled back");
    throw err;
  }
}
