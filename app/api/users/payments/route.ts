import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { listPayments } from "@/lib/payments/history";
import { paymentListQuerySchema } from "@/shared/schemas/payments";

// GET /api/users/payments?page&limit: what the viewer paid, newest first
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, paymentListQuerySchema);
  return json({ success: true, ...(await listPayments(viewer.id, query)) }, 200, { "cache-control": "private, no-store" });
});
