import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { deleteComment } from "@/lib/posts/comments";
import { idOr404 } from "@/lib/posts/ids";

// DELETE /api/posts/{postId}/comments/{commentId}: the comment's author only
export const DELETE = route<{ postId: string; commentId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  const commentId = idOr404(params.commentId, "COMMENT_NOT_FOUND");
  await deleteComment(viewer.id, postId, commentId);
  return json({ success: true, message: "Comment deleted successfully" });
});
