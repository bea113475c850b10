import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { decidePayout } from "@/lib/payments/admin-payouts";
import { payoutDecisionSchema } from "@/shared/schemas/earnings";

// POST /api/admin/payouts/{id} {status: "sent"|"failed", note?} (admin): decides a pending payout
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, payoutDecisionSchema);
  return json({ success: true, payout: await decidePayout(admin, params.id, input, new Date()) });
});
