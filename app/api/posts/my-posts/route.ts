import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getMyPosts } from "@/lib/posts/lists";
import { pageQuerySchema } from "@/lib/posts/paging";

// GET /api/posts/my-posts?page&limit
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const q = parseQuery(req, pageQuerySchema(20));
  return json({ success: true, ...(await getMyPosts(viewer.id, q)) }, 200, { "cache-control": "private, no-store" });
});
