import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { decideTakedown } from "@/lib/takedowns/admin";
import { takedownDecisionSchema } from "@/shared/schemas/moderation";

// POST /api/admin/takedowns/{id}/decide {action: remove|reject, reason} (admin)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, takedownDecisionSchema);
  return json({ success: true, takedown: await decideTakedown(admin, params.id, input, new Date()) });
});
