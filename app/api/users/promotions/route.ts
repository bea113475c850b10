import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { createPromotion, listPromotions } from "@/lib/offers/promotions";
import { promotionSchema } from "@/shared/schemas/offers";

// GET /api/users/promotions: the viewer's promotions with their claims
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, promotions: await listPromotions(viewer.id) }, 200, { "cache-control": "private, no-store" });
});

// POST /api/users/promotions {discountPercent, audience: new|expired|both, maxClaims?, endsAt}
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("offers-write", 60, 60 * 60), viewer.id, "CHANGES_TOO_MANY");
  const input = await parseJson(req, promotionSchema);
  return json({ success: true, promotion: await createPromotion(viewer.id, input) }, 201);
});
