import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { createTrialLink, listTrialLinks } from "@/lib/offers/trials";
import { trialLinkSchema } from "@/shared/schemas/offers";

// GET /api/users/trial-links: the viewer's trial links with claims and conversions
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, trialLinks: await listTrialLinks(viewer) }, 200, { "cache-control": "private, no-store" });
});

// POST /api/users/trial-links {days: 1-30, maxClaims, expiresAt} -> {url, code}
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("offers-write", 60, 60 * 60), viewer.id, "CHANGES_TOO_MANY");
  const input = await parseJson(req, trialLinkSchema);
  return json({ success: true, ...(await createTrialLink(viewer, input)) }, 201);
});
