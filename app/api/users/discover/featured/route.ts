import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { visitorLocation } from "@/lib/geo/visitor";
import { audienceOf } from "@/lib/access/audience";
import { featuredQuerySchema } from "@/shared/schemas/discovery";
import { getFeatured } from "@/lib/discovery/discover";

// GET /api/users/discover/featured?page&limit&minSubscribers (bearer optional)
export const GET = route(async (req) => {
  const query = parseQuery(req, featuredQuerySchema);
  const viewer = await getViewer(req);
  return json({ success: true, ...(await getFeatured(query, audienceOf(viewer?.id ?? null, visitorLocation(req)))) }, 200, { "cache-control": "no-store" });
});
