import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { listPurchases } from "@/lib/checkout/purchase";
import { paymentListQuerySchema } from "@/shared/schemas/payments";

// GET /api/users/purchases?page&limit: what the viewer bought, newest first, each post open to them
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, paymentListQuerySchema);
  return json({ success: true, ...(await listPurchases(viewer.id, query)) }, 200, { "cache-control": "private, no-store" });
});
