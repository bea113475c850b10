import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { setMemberStatus } from "@/lib/moderation/members";
import { accountStatusSchema } from "@/shared/schemas/reports";

// POST /api/admin/users/{id}/status {status: active|restricted|suspended|banned, reason, days?} (admin)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, accountStatusSchema);
  return json({ success: true, member: await setMemberStatus(admin, params.id, input, new Date()) });
});
