import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { decideReport } from "@/lib/moderation/decide";
import { decisionSchema } from "@/shared/schemas/reports";

// POST /api/admin/reports/{id}/decide {action: dismiss|remove|restrict|suspend|ban, reason, days?} (admin)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, decisionSchema);
  return json({ success: true, report: await decideReport(admin, params.id, input, new Date()) });
});
