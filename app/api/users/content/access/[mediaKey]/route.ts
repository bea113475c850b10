import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { mediaAccessFor } from "@/lib/age-assurance/media";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/users/content/access/{mediaKey}: a signed, expiring URL for the owner or an active subscriber
// (403 age_assurance_required from AGE_ASSURANCE_REQUIRED_COUNTRIES without a strong age check)
export const GET = route<{ mediaKey: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const access = await mediaAccessFor(viewer.id, params.mediaKey, visitorLocation(req));
  return json({ success: true, ...access }, 200, { "cache-control": "private, no-store" });
});
