import { prisma } from "@/lib/db";
import { badRequest, tooLarge } from "@/lib/errors";
import { log } from "@/lib/log";
import { fileBytes, formFiles, readMultipart } from "@/lib/media/form";
import { mediaLimits, prepareMedia, type PreparedMedia } from "@/lib/media/prepare";
import { consume, limiter } from "@/lib/rate-limit";
import { deleteQuietly, storage } from "@/lib/storage";
import { MAX_ATTACHMENTS } from "@/lib/chat/schemas";

export type ChatAttachment = { _id: string; type: "image" | "video"; key: string };

/**
 * POST /api/chat/attachments: images/videos (multipart `files`, repeated, or a single `file`)
 * checked by content (photos re-encoded without metadata), stored and recorded as Media owned by
 * the uploader with no post and no message yet. send_message {attachments: [_id]} links them
 * (lib/chat/send.ts: the owner's own, unused ones only); until then only the owner may open them,
 * afterwards the two members of the conversation (lib/posts/access.ts). All or nothing.
 */
export async function uploadChatAttachments(ownerId: string, req: Request): Promise<ChatAttachment[]> {
  await consume(limiter("chat-attachment", 30, 60), ownerId, "Too many uploads, please wait a moment");
  const limits = mediaLimits();
  const perFile = Math.max(limits.photo, limits.video);
  const form = await readMultipart(req, MAX_ATTACHMENTS * perFile + 1024 * 1024, "The upload is too large");
  const files = [...formFiles(form, "files"), ...formFiles(form, "file")];
  if (files.length === 0) throw badRequest("Please select at least one file", { files: ["Please select at least one file"] });
  if (files.length > MAX_ATTACHMENTS) throw badRequest(`At most ${MAX_ATTACHMENTS} files per message`);
  for (const f of files) if (f.size > perFile) throw tooLarge(`${f.name || "File"}: the file is too large`);

  const prepared: PreparedMedia[] = [];
  for (const [i, f] of files.entries()) prepared.push(await prepareMedia(await fileBytes(f), "cm", f.name || `File ${i + 1}`));

  const keys = prepared.map((p) => p.key);
  try {
    await Promise.all(prepared.map((p) => storage().put(p.key, p.bytes, p.mimeType)));
    const rows = await prisma.$transaction(
      prepared.map((p, position) =>
        prisma.media.create({
          data: { ownerId, type: p.type, key: p.key, mimeType: p.mimeType, size: p.bytes.length, width: p.width, height: p.height, position },
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
