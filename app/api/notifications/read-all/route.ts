import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { markAllRead } from "@/lib/notifications/inbox";

// PUT /api/notifications/read-all
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await markAllRead(viewer.id)) });
});
