import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listTakedowns } from "@/lib/takedowns/admin";
import { adminTakedownListQuerySchema } from "@/shared/schemas/moderation";

// GET /api/admin/takedowns?status=open|removed|rejected|restored&q&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminTakedownListQuerySchema);
  return json({ success: true, ...(await listTakedowns(query)) }, 200, { "cache-control": "no-store" });
});
