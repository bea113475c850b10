import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { earningsSeries } from "@/lib/payments/earnings";
import { seriesQuerySchema } from "@/shared/schemas/earnings";

// GET /api/users/earnings/series?range=30d|12m: the viewer's net earnings per day or month (chart)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const { range } = parseQuery(req, seriesQuerySchema);
  return json(await earningsSeries(viewer.id, range, new Date()), 200, { "cache-control": "private, no-store" });
});
