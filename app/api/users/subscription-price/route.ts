import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { revalidatePublicProfile } from "@/lib/profiles/revalidate";
import { subscriptionPriceSchema } from "@/shared/schemas/profiles";
import { setSubscriptionPrice } from "@/lib/profiles/update";

// PUT /api/users/subscription-price {price} (dollars)
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const { price } = await parseJson(req, subscriptionPriceSchema);
  const subscriptionPrice = await setSubscriptionPrice(viewer.id, price);
  await revalidatePublicProfile(viewer.id);
  return json({ success: true, subscriptionPrice, message: "Subscription price updated successfully" });
});
