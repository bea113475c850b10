import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { restoreTakedown } from "@/lib/takedowns/admin";
import { takedownRestoreSchema } from "@/shared/schemas/moderation";

// POST /api/admin/takedowns/{id}/restore {reason} (admin): after a counter-notice
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, takedownRestoreSchema);
  return json({ success: true, takedown: await restoreTakedown(admin, params.id, input.reason, new Date()) });
});
