import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { endOwnSession } from "@/lib/auth/sessions";

// DELETE /api/users/sessions/{id}: signs one of the user's devices out (404 for anyone else's).
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await endOwnSession(viewer.id, params.id);
  return json({ success: true, current: params.id === viewer.sessionId });
});
