import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getMe } from "@/lib/users/me";

// GET /api/users/me
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, user: await getMe(viewer.id) }, 200, { "cache-control": "no-store" });
});
