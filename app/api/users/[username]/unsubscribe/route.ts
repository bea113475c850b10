import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { unsubscribe } from "@/lib/subscriptions/unsubscribe";

// POST /api/users/{username}/unsubscribe (empty body)
export const POST = route<{ username: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const result = await unsubscribe(viewer, params.username);
  return json({ success: true, ...result });
});
