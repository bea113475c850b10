import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { visitorLocation } from "@/lib/geo/visitor";
import { audienceOf } from "@/lib/access/audience";
import { trendingQuerySchema } from "@/shared/schemas/discovery";
import { getTrending } from "@/lib/discovery/discover";

// GET /api/users/discover/trending?page&limit (bearer optional: one ranking, less the creators closed to the visitor)
export const GET = route(async (req) => {
  const query = parseQuery(req, trendingQuerySchema);
  const viewer = await getViewer(req);
  const audience = audienceOf(viewer?.id ?? null, visitorLocation(req));
  return json({ success: true, ...(await getTrending(query, audience)) }, 200, { "cache-control": "no-store" });
});
