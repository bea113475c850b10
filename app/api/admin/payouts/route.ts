import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listPayoutQueue } from "@/lib/payments/admin-payouts";
import { adminPayoutListQuerySchema } from "@/shared/schemas/earnings";

// GET /api/admin/payouts?status=pending|sent|failed&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, adminPayoutListQuerySchema);
  return json({ success: true, ...(await listPayoutQueue(query)) }, 200, { "cache-control": "no-store" });
});
