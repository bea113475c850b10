import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getHomeFeed } from "@/lib/posts/feed";
import { pageQuerySchema } from "@/lib/posts/paging";

// GET /api/posts/home?page&limit
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const q = parseQuery(req, pageQuerySchema(10));
  return json({ success: true, ...(await getHomeFeed(viewer.id, q)) }, 200, { "cache-control": "private, no-store" });
});
