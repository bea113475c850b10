import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getVerifiedUser } from "@/lib/users/me";

// GET /api/auth/verify
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const data = await getVerifiedUser(viewer.id);
  return json({ success: true, valid: true, data }, 200, { "cache-control": "no-store" });
});
