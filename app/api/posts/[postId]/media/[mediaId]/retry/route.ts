import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { retryMedium } from "@/lib/media-pipeline/retry";

// POST /api/posts/{postId}/media/{mediaId}/retry: the author processes a failed video of their post again
export const POST = route<{ postId: string; mediaId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json(await retryMedium(viewer.id, params.postId, params.mediaId), 202);
});
