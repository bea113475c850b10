import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { adminEraseMember } from "@/lib/privacy/admin";
import { adminEraseSchema } from "@/shared/schemas/privacy";

// POST /api/admin/users/{id}/erase {reason} (admin): erases the account at once (a verified legal request)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, adminEraseSchema);
  return json({ success: true, ...(await adminEraseMember(admin, params.id, input)) });
});
