import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { requireViewer } from "@/lib/auth/viewer";
import { listConversations, startConversation } from "@/lib/chat/conversations";
import { conversationsQuerySchema, startConversationSchema } from "@/shared/schemas/chat";

// GET /api/chat/conversations?page&limit — the viewer's conversations, most recent activity first.
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const { page, limit } = parseQuery(req, conversationsQuerySchema);
  const result = await listConversations(viewer.id, page, limit);
  return json({ success: true, ...result }, 200, { "cache-control": "no-store" });
});

// POST /api/chat/conversations {username} — find or start the conversation with that user.
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const { username } = await parseJson(req, startConversationSchema);
  const { conversation, created } = await startConversation(viewer.id, username);
  return json({ success: true, conversation }, created ? 201 : 200);
});
