import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { getMember } from "@/lib/moderation/members";

// GET /api/admin/users/{id} (admin): the member, the reports about them, their latest posts and payments
export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  return json({ success: true, ...(await getMember(params.id)) }, 200, { "cache-control": "no-store" });
});
