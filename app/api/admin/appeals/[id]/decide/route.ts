import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { decideAppeal } from "@/lib/moderation/appeals";
import { appealDecisionSchema } from "@/shared/schemas/reports";

// POST /api/admin/appeals/{id}/decide {outcome: upheld|overturned, reason} (admin)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, appealDecisionSchema);
  return json({ success: true, appeal: await decideAppeal(admin, params.id, input, new Date()) });
});
