import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { subscribeSchema } from "@/shared/schemas/subscriptions";
import { subscribe } from "@/lib/checkout/subscribe";

// POST /api/users/subscribe {creatorId, paymentMethod: <saved card id>, bundleMonths?, trialCode?, expectedAmount?}
// 201 subscribed (charged, or a free trial started) | 200 reactivated (no charge) | 202 {requiresAction, actionUrl} | 402 declined
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("checkout", 20, 60), viewer.id, "CHECKOUT_TOO_MANY");
  const input = await parseJson(req, subscribeSchema);
  const result = await subscribe(viewer, input);
  if ("requiresAction" in result) return json({ success: true, ...result }, 202);
  return json({ success: true, ...result }, "trial" in result || result.payment ? 201 : 200);
});
