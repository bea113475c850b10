import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { jsonText } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getHomeFeed } from "@/lib/posts/feed";
import { pageQuerySchema } from "@/lib/posts/paging";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/posts/home?page&limit. The posts arrive as JSON text (built by PostgreSQL) and are
// put into the answer as they are.
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const q = parseQuery(req, pageQuerySchema(10));
  const feed = await getHomeFeed(viewer.id, q, visitorLocation(req));
  const body = `{"success":true,"posts":${feed.postsJson},"hasSubscriptions":${JSON.stringify(feed.hasSubscriptions)},"pagination":${JSON.stringify(feed.pagination)}}`;
  return jsonText(body, 200, { "cache-control": "private, no-store" });
});
