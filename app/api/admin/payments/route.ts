import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listPaymentsForAdmin } from "@/lib/payments/admin-payments";
import { adminPaymentListQuerySchema } from "@/shared/schemas/earnings";

// GET /api/admin/payments?status&kind&q&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminPaymentListQuerySchema);
  return json({ success: true, ...(await listPaymentsForAdmin(query)) }, 200, { "cache-control": "no-store" });
});
