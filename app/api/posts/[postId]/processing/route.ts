import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getOwnPost } from "@/lib/posts/lists";

// GET /api/posts/{postId}/processing: the author's own post as it is now (its processing progress, then published)
export const GET = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await getOwnPost(viewer.id, params.postId)) }, 200, { "cache-control": "private, no-store" });
});
