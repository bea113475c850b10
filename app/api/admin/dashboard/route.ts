import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { dashboardCounts } from "@/lib/admin/dashboard";

// GET /api/admin/dashboard (admin): the back office's counts
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json({ success: true, counts: await dashboardCounts(new Date()) }, 200, { "cache-control": "no-store" });
});
