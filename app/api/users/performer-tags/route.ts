import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { myTags } from "@/lib/consent/performers";

// GET /api/users/performer-tags: posts where the viewer was tagged as a co-performer
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, tags: await myTags(viewer.id) }, 200, { "cache-control": "no-store" });
});
