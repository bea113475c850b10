import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { answerTag } from "@/lib/consent/performers";

// POST /api/posts/{postId}/performers/{id}/accept (the tagged creator)
export const POST = route<{ postId: string; id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json({ success: true, tag: await answerTag(viewer.id, params.postId, params.id, "accepted", new Date()) });
});
