import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { creatorDashboard } from "@/lib/dashboard/dashboard";
import { dashboardQuerySchema } from "@/shared/schemas/dashboard";

// GET /api/users/dashboard?range=30d|90d|12m: the creator's own figures (subscribers, earnings by kind, best posts, trials)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("dashboard-read", 120, 60), viewer.id, "TOO_MANY_REQUESTS");
  const { range } = parseQuery(req, dashboardQuerySchema);
  return json(await creatorDashboard(viewer.id, range, new Date()), 200, { "cache-control": "private, no-store" });
});
