import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { idOr404 } from "@/lib/posts/ids";
import { visitorLocation } from "@/lib/geo/visitor";
import { purchase } from "@/lib/checkout/purchase";
import { purchaseSchema } from "@/shared/schemas/posts";

// POST /api/posts/{postId}/purchase {paymentMethod: <saved card id>}: buys a pay-per-view post
// 201 bought (charged) | 202 {requiresAction, actionUrl} | 402 declined | 409 ALREADY_PURCHASED / PURCHASE_PENDING
export const POST = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const postId = idOr404(params.postId, "POST_NOT_FOUND");
  await consume(limiter("checkout", 20, 60), viewer.id, "CHECKOUT_TOO_MANY");
  const { paymentMethod } = await parseJson(req, purchaseSchema);
  const result = await purchase(viewer.id, { kind: "post", postId }, paymentMethod, visitorLocation(req));
  if ("requiresAction" in result) return json({ success: true, ...result }, 202);
  return json({ success: true, ...result }, 201);
});
