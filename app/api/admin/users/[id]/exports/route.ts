import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { adminMemberExports } from "@/lib/privacy/admin";

// GET /api/admin/users/{id}/exports (admin): the member's exports, with their signed links when ready
export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  return json({ success: true, ...(await adminMemberExports(params.id)) }, 200, { "cache-control": "no-store" });
});
