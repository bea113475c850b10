import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { deletePayoutMethod, listPayoutMethods } from "@/lib/wallet/payout-methods";

// DELETE /api/users/payout-methods/{id}: the viewer's own only (404 otherwise)
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await deletePayoutMethod(viewer.id, idOr404(params.id, "PAYOUT_METHOD_NOT_FOUND"));
  return json({ success: true, payoutMethods: await listPayoutMethods(viewer.id) });
});
