import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { setTrusted } from "@/lib/review/trust";
import { trustSchema } from "@/shared/schemas/moderation";

// POST /api/admin/users/{id}/trust {trusted: boolean} (admin)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, trustSchema);
  return json({ success: true, user: await setTrusted(admin, params.id, input.trusted, new Date()) });
});
