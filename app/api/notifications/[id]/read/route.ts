import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { markRead } from "@/lib/notifications/inbox";

// PUT /api/notifications/{id}/read (only the recipient; others get 404)
export const PUT = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await markRead(viewer.id, params.id)) });
});
