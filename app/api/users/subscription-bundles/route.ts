import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { myBundles, setBundles } from "@/lib/offers/bundles";
import { subscriptionBundlesSchema } from "@/shared/schemas/offers";

// GET /api/users/subscription-bundles: the viewer's bundles with their prices
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, bundles: await myBundles(viewer.id) }, 200, { "cache-control": "private, no-store" });
});

// PUT /api/users/subscription-bundles {bundles: [{months: 3|6|12, discountPercent}]}: replaces the set
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("offers-write", 60, 60 * 60), viewer.id, "CHANGES_TOO_MANY");
  const input = await parseJson(req, subscriptionBundlesSchema);
  return json({ success: true, bundles: await setBundles(viewer.id, input), message: "Bundles saved" });
});
