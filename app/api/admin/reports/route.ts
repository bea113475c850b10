import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listReports } from "@/lib/moderation/queue";
import { reportQueueQuerySchema } from "@/shared/schemas/reports";

// GET /api/admin/reports?status=open|decided&q&page&limit (admin): the moderation queue, open reports oldest first
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, reportQueueQuerySchema);
  return json({ success: true, ...(await listReports(query)) }, 200, { "cache-control": "no-store" });
});
