import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listMembers } from "@/lib/moderation/members";
import { memberSearchQuerySchema } from "@/shared/schemas/reports";

// GET /api/admin/users?q&page&limit (admin): members, newest first
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, memberSearchQuerySchema);
  return json({ success: true, ...(await listMembers(query)) }, 200, { "cache-control": "no-store" });
});
