import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listReviews } from "@/lib/review/queue";
import { adminReviewListQuerySchema } from "@/shared/schemas/moderation";

// GET /api/admin/reviews?status=pending|approved|rejected&q&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminReviewListQuerySchema);
  return json({ success: true, ...(await listReviews(query, new Date())) }, 200, { "cache-control": "no-store" });
});
