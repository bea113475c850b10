import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { listSessions } from "@/lib/auth/sessions";

// GET /api/users/sessions: the signed-in user's live sessions (id, createdAt, lastSeenAt, userAgent, ip, current).
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const sessions = await listSessions(viewer.id, viewer.sessionId);
  return json({ success: true, sessions }, 200, { "cache-control": "no-store" });
});
