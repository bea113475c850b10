import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { subscribeSchema } from "@/shared/schemas/subscriptions";
import { subscribe } from "@/lib/subscriptions/subscribe";

// POST /api/users/subscribe {creatorId, paymentMethod}
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, subscribeSchema);
  const result = await subscribe(viewer, input);
  return json({ success: true, ...result });
});
