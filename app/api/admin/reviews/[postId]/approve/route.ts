import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { approveReview } from "@/lib/review/decide";

// POST /api/admin/reviews/{postId}/approve (admin): publishes a waiting post, or closes a sampled check
export const POST = route<{ postId: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  return json({ success: true, review: await approveReview(admin, params.postId, new Date()) });
});
