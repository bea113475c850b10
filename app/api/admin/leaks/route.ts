import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listTraces } from "@/lib/leaks/admin";
import { pageQuerySchema } from "@/lib/posts/paging";

// GET /api/admin/leaks?page&limit (admin): every leak trace, newest first
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, pageQuerySchema(20));
  return json({ success: true, ...(await listTraces(query)) }, 200, { "cache-control": "no-store" });
});
