import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { addComment, commentInputSchema, listComments } from "@/lib/posts/comments";
import { idOr404 } from "@/lib/posts/ids";
import { pageQuerySchema } from "@/lib/posts/paging";
import { consume, limiter } from "@/lib/rate-limit";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/posts/{postId}/comments?page&limit (newest first)
export const GET = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  const q = parseQuery(req, pageQuerySchema(20));
  return json({ success: true, ...(await listComments(viewer.id, postId, q, visitorLocation(req))) }, 200, { "cache-control": "private, no-store" });
});

// POST /api/posts/{postId}/comments {content}
export const POST = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  await consume(limiter("comment", 30, 60), viewer.id, "COMMENTS_TOO_FAST");
  const { content } = await parseJson(req, commentInputSchema);
  const comment = await addComment(viewer.id, postId, content, visitorLocation(req));
  return json({ success: true, comment, message: "Comment added successfully" }, 201);
});
