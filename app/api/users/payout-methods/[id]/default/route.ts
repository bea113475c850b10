import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { setDefaultPayoutMethod } from "@/lib/wallet/payout-methods";

// PUT /api/users/payout-methods/{id}/default
export const PUT = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json({ success: true, payoutMethods: await setDefaultPayoutMethod(viewer.id, idOr404(params.id, "PAYOUT_METHOD_NOT_FOUND")) });
});
