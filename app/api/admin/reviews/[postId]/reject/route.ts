import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { rejectReview } from "@/lib/review/decide";
import { reviewRejectSchema } from "@/shared/schemas/moderation";

// POST /api/admin/reviews/{postId}/reject {reason} (admin)
export const POST = route<{ postId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, reviewRejectSchema);
  return json({ success: true, review: await rejectReview(admin, params.postId, input.reason, new Date()) });
});
