import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { readMultipart } from "@/lib/media/form";
import { maxAttachmentBody, uploadAttachment } from "@/lib/chat/attachments";

// POST /api/chat/attachments, multipart `file` (image or video) -> {success, attachment: {_id, type, key}}
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const form = await readMultipart(req, maxAttachmentBody(), "Attachment too large");
  const attachment = await uploadAttachment(viewer.id, form);
  return json({ success: true, attachment }, 201);
});
