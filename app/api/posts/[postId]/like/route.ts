import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { toggleLike } from "@/lib/posts/likes";
import { visitorLocation } from "@/lib/geo/visitor";

// POST /api/posts/{postId}/like: toggles the viewer's like
export const POST = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  return json({ success: true, ...(await toggleLike(viewer.id, postId, visitorLocation(req))) });
});
