import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { getUserPosts } from "@/lib/posts/lists";
import { pageQuerySchema } from "@/lib/posts/paging";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/posts/user-posts/{username} (bearer optional): owner or active subscriber only, else 403 (451 geo-blocked, 404 blocked)
export const GET = route<{ username: string }>(async (req, { params }) => {
  const viewer = await getViewer(req);
  const q = parseQuery(req, pageQuerySchema(20));
  const result = await getUserPosts(viewer?.id ?? null, params.username, q, visitorLocation(req));
  return json({ success: true, ...result }, 200, { "cache-control": "private, no-store" });
});
