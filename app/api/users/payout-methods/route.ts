import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { addPayoutMethod, listPayoutMethods } from "@/lib/wallet/payout-methods";
import { payoutInputSchema } from "@/shared/schemas/wallet";

// GET /api/users/payout-methods: the viewer's own list
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, payoutMethods: await listPayoutMethods(viewer.id) }, 200, { "cache-control": "private, no-store" });
});

// POST /api/users/payout-methods: add (the first one becomes the default)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, payoutInputSchema);
  return json({ success: true, payoutMethod: await addPayoutMethod(viewer.id, input), message: "Payout method added" }, 201);
});
