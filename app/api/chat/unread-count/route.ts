import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { unreadCount } from "@/lib/chat/messages";

// GET /api/chat/unread-count — messages addressed to the viewer and not read yet.
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, unreadCount: await unreadCount(viewer.id) }, 200, { "cache-control": "no-store" });
});
