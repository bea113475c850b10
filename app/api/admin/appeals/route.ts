import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listAppeals } from "@/lib/moderation/appeals";
import { appealQueueQuerySchema } from "@/shared/schemas/reports";

// GET /api/admin/appeals?status=open|decided&q&page&limit (admin): open appeals oldest first
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, appealQueueQuerySchema);
  return json({ success: true, ...(await listAppeals(query)) }, 200, { "cache-control": "no-store" });
});
