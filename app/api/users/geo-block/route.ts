import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { getGeoBlock, setGeoBlock } from "@/lib/geo/geo-block";
import { geoBlockInputSchema } from "@/shared/schemas/geo-block";

// GET /api/users/geo-block: the countries and regions the viewer's profile and content are closed to
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await getGeoBlock(viewer.id)) }, 200, { "cache-control": "private, no-store" });
});

// PUT /api/users/geo-block {countries: ["FR"], regions: ["US-TX"]}: replaces both lists
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("geo-block", 30, 60 * 60), viewer.id, "CHANGES_TOO_MANY");
  const input = await parseJson(req, geoBlockInputSchema);
  return json({ success: true, ...(await setGeoBlock(viewer.id, input)), message: "Geo-block saved" });
});
