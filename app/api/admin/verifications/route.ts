import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listChecks } from "@/lib/identity/checks";
import { adminCheckListQuerySchema } from "@/shared/schemas/identity";

// GET /api/admin/verifications?status=pending&kind=creator|age&q=&page=&limit= (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminCheckListQuerySchema);
  return json({ success: true, ...(await listChecks(query)) }, 200, { "cache-control": "no-store" });
});
