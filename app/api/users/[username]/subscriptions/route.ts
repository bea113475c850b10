import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { subscriptionListQuerySchema } from "@/shared/schemas/subscriptions";
import { listSubscriptions } from "@/lib/subscriptions/lists";

// GET /api/users/{username}/subscriptions?status=active|expired|cancelled|all&page&limit (own lists only)
export const GET = route<{ username: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, subscriptionListQuerySchema);
  const result = await listSubscriptions(viewer.id, params.username, query);
  return json({ success: true, ...result }, 200, { "cache-control": "no-store" });
});
