import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { trendingQuerySchema } from "@/shared/schemas/discovery";
import { getTrending } from "@/lib/discovery/discover";

// GET /api/users/discover/trending?page&limit (bearer optional: the ranking is the same for everyone)
export const GET = route(async (req) => {
  const query = parseQuery(req, trendingQuerySchema);
  return json({ success: true, ...(await getTrending(query)) }, 200, { "cache-control": "no-store" });
});
