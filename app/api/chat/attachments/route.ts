import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { uploadChatAttachments } from "@/lib/chat/attachments";

// POST /api/chat/attachments, multipart `files` (repeated) or `file` ->
// 201 {success, attachments: [{_id, type, key}], attachment (the first)} for send_message's `attachments` ids.
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const attachments = await uploadChatAttachments(viewer.id, req);
  return json({ success: true, attachments, attachment: attachments[0] }, 201);
});
