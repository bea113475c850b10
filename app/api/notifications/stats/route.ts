import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { notificationStats } from "@/lib/notifications/inbox";

// GET /api/notifications/stats -> stats {total, unread, byType: [{_id, unread, total}]}
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, stats: await notificationStats(viewer.id) }, 200, { "cache-control": "no-store" });
});
