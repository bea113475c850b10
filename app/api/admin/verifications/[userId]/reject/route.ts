import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { decideCheck } from "@/lib/identity/checks";
import { rejectCheckSchema } from "@/shared/schemas/identity";

// POST /api/admin/verifications/{userId}/reject {reason, kind?: creator|age} (admin)
export const POST = route<{ userId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const { kind, reason } = await parseJson(req, rejectCheckSchema);
  return json({ success: true, verification: await decideCheck(admin, params.userId, kind, { status: "rejected", reason }, new Date()) });
});
