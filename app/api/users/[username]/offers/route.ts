import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { visitorLocation } from "@/lib/geo/visitor";
import { audienceOf } from "@/lib/access/audience";
import { offersFor } from "@/lib/offers/public";
import { offersQuerySchema } from "@/shared/schemas/offers";

// GET /api/users/{username}/offers[?trial=CODE] (bearer optional): price, bundles, promotion, trial
export const GET = route<{ username: string }>(async (req, { params }) => {
  const viewer = await getViewer(req);
  const { trial } = parseQuery(req, offersQuerySchema);
  const offers = await offersFor(params.username, audienceOf(viewer?.id ?? null, visitorLocation(req)), trial);
  return json({ success: true, ...offers }, 200, { "cache-control": "private, no-store" });
});
