import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { postConsentRecords } from "@/lib/consent/performers";

// GET /api/admin/posts/{postId}/consent (admin): the post's co-performers, releases and 5-minute document links
export const GET = route<{ postId: string }>(async (req, { params }) => {
  await requireAdmin(req);
  return json({ success: true, ...(await postConsentRecords(params.postId)) }, 200, { "cache-control": "no-store" });
});
