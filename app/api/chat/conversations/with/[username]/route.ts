import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { validate } from "@/lib/http/parse";
import { requireViewer } from "@/lib/auth/viewer";
import { findConversationWith } from "@/lib/chat/conversations";
import { usernameParamSchema } from "@/shared/schemas/chat";

// GET /api/chat/conversations/with/{username} — the existing conversation with that user, or 404.
export const GET = route<{ username: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const username = validate(usernameParamSchema, params.username); // Next has already decoded the segment
  const conversation = await findConversationWith(viewer.id, username);
  return json({ success: true, conversation }, 200, { "cache-control": "no-store" });
});
