import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { creatorEarnings } from "@/lib/payments/earnings";

// GET /api/users/earnings: the viewer's own balances (pending, available, paid out, lifetime, by kind)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json(await creatorEarnings(viewer.id, new Date()), 200, { "cache-control": "private, no-store" });
});
