import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { notificationListQuerySchema } from "@/shared/schemas/notifications";
import { listNotifications } from "@/lib/notifications/inbox";

// GET /api/notifications?page&limit (newest first)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, notificationListQuerySchema);
  return json({ success: true, ...(await listNotifications(viewer.id, query)) }, 200, { "cache-control": "no-store" });
});
