import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { parseQuery, validate } from "@/lib/http/parse";
import { requireViewer } from "@/lib/auth/viewer";
import { listMessages } from "@/lib/chat/messages";
import { conversationIdSchema, messagesQuerySchema } from "@/shared/schemas/chat";

// GET /api/chat/conversations/{conversationId}/messages?page&limit — members only.
export const GET = route<{ conversationId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const conversationId = validate(conversationIdSchema, params.conversationId);
  const { page, limit } = parseQuery(req, messagesQuerySchema);
  const result = await listMessages(conversationId, viewer.id, page, limit);
  return json({ success: true, ...result }, 200, { "cache-control": "no-store" });
});
