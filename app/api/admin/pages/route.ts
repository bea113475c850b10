import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listHelpPagesForAdmin } from "@/lib/help-pages/pages";

// GET /api/admin/pages (admin): the editable help pages and, per language, whether a text is stored
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json({ success: true, pages: await listHelpPagesForAdmin() }, 200, { "cache-control": "no-store" });
});
