import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { scheduledPosts } from "@/lib/posts/schedule";

// GET /api/posts/scheduled: the viewer's posts waiting for their publication time, soonest first
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await scheduledPosts(viewer.id)) }, 200, { "cache-control": "private, no-store" });
});
