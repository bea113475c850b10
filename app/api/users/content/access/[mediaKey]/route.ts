import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getMediaAccessUrl } from "@/lib/access/media";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/users/content/access/{mediaKey}: a signed, expiring URL for the owner or an active subscriber
export const GET = route<{ mediaKey: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const access = await getMediaAccessUrl(viewer.id, params.mediaKey, visitorLocation(req));
  return json({ success: true, ...access }, 200, { "cache-control": "private, no-store" });
});
