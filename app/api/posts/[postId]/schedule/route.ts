import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { cancelScheduled, updateSchedule } from "@/lib/posts/schedule";
import { scheduleUpdateSchema } from "@/shared/schemas/posts";

// PATCH /api/posts/{postId}/schedule {publishAt, expiresAt}: moves a post still waiting (publishAt null: out now)
export const PATCH = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  const input = await parseJson(req, scheduleUpdateSchema);
  return json({ success: true, ...(await updateSchedule(viewer.id, postId, input)) });
});

// DELETE /api/posts/{postId}/schedule: cancels (deletes) a post still waiting; its media stay in the vault
export const DELETE = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  return json({ success: true, ...(await cancelScheduled(viewer.id, postId)) });
});
