import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { listPayouts, requestPayout } from "@/lib/payments/payouts";
import { payoutListQuerySchema, payoutRequestSchema } from "@/shared/schemas/earnings";

// GET /api/users/payouts?page&limit: the viewer's own payouts, newest first
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, payoutListQuerySchema);
  return json({ success: true, ...(await listPayouts(viewer.id, query)) }, 200, { "cache-control": "private, no-store" });
});

// POST /api/users/payouts {amount}: a payout of the available balance to the default payout method (20 per hour)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("payout-request", 20, 60 * 60), viewer.id, "PAYOUT_REQUESTS_TOO_MANY");
  const input = await parseJson(req, payoutRequestSchema);
  return json({ success: true, payout: await requestPayout(viewer.id, input, new Date()) }, 201);
});
