import { prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { fileBytes, formFiles } from "@/lib/media/form";
import { mediaLimits, prepareMedia } from "@/lib/media/prepare";
import { consume, limiter } from "@/lib/rate-limit";
import { deleteQuietly, storage } from "@/lib/storage";

export type ChatAttachment = { _id: string; type: "image" | "video"; key: string };

/** Largest accepted multipart body: the video cap plus room for the form's framing. */
export const maxAttachmentBody = () => mediaLimits().video + 64 * 1024;

/**
 * POST /api/chat/attachments: stores one image or video (checked by content, size-capped,
 * photos re-encoded without metadata — lib/media/prepare.ts) owned by the uploader and not yet
 * linked to a message. send_message {attachments: [_id]} links it; until then only the owner
 * may open it, afterwards the two members of the conversation (lib/posts/access.ts).
 */
export async function uploadAttachment(ownerId: string, form: FormData): Promise<ChatAttachment> {
  await consume(limiter("chat-attachment", 30, 60), ownerId, "Too many uploads, please wait a moment");
  const files = formFiles(form, "file");
  if (files.length !== 1) throw badRequest("Exactly one file is required", { file: ["Exactly one file is required"] });
  const prepared = await prepareMedia(await fileBytes(files[0]), "cm", "Attachment");
  await storage().put(prepared.key, prepared.bytes, prepared.mimeType);
  try {
    const media = await prisma.media.create({
      data: {
        ownerId,
        type: prepared.type,
        key: prepared.key,
        mimeType: prepared.mimeType,
        size: prepared.bytes.length,
        width: prepared.width,
        height: prepared.height,
      },
      select: { id: true, type: true, key: true },
    });
    return { _id: media.id, type: media.type, key: media.key };
  } catch (err) {
    await deleteQuietly([prepared.key]);
    throw err;
  }
}
