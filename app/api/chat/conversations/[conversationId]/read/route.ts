import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { parseJson, validate } from "@/lib/http/parse";
import { requireViewer } from "@/lib/auth/viewer";
import { markMessagesRead } from "@/lib/chat/read";
import { conversationIdSchema, readBodySchema } from "@/shared/schemas/chat";

// PUT /api/chat/conversations/{conversationId}/read {messageIds?} — REST fallback of mark_messages_read.
export const PUT = route<{ conversationId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const conversationId = validate(conversationIdSchema, params.conversationId);
  const { messageIds } = await parseJson(req, readBodySchema);
  const r = await markMessagesRead(conversationId, viewer.id, messageIds);
  return json({ success: true, conversationId, messageIds: r.messageIds, readBy: r.readBy, readAt: r.readAt });
});
