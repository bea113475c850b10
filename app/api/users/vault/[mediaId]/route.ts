import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { deleteFromVault } from "@/lib/vault/vault";

// DELETE /api/users/vault/{mediaId}: deletes the viewer's medium, unless a post or a paid message uses it (409 MEDIA_IN_USE)
export const DELETE = route<{ mediaId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const mediaId = idOr404(params.mediaId, "MEDIA_NOT_FOUND");
  return json({ success: true, ...(await deleteFromVault(viewer.id, mediaId)) });
});
