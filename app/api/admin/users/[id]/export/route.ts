import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { adminExportMember } from "@/lib/privacy/admin";

// POST /api/admin/users/{id}/export (admin): 202 {exportId}, a data export made for the member
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return json({ success: true, ...(await adminExportMember(admin, params.id)) }, 202);
});
