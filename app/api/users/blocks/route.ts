import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { listBlocks } from "@/lib/blocks/blocks";
import { pageQuerySchema } from "@/lib/posts/paging";

// GET /api/users/blocks?page&limit: the members the viewer blocked, newest first
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const q = parseQuery(req, pageQuerySchema(20));
  return json({ success: true, ...(await listBlocks(viewer.id, q)) }, 200, { "cache-control": "private, no-store" });
});
