import { route } from "@/lib/http/route";
import { getViewer } from "@/lib/auth/viewer";
import { serveAdultMedia } from "@/lib/age-assurance/media";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/media/{key}?exp&sig : private media through a signed link (Range supported); visitors
// from AGE_ASSURANCE_REQUIRED_COUNTRIES need a passed strong age check (403 age_assurance_required)
export const GET = route<{ key: string }>(async (req, { params }) => {
  const url = new URL(req.url);
  return serveAdultMedia(
    { key: params.key, exp: url.searchParams.get("exp"), sig: url.searchParams.get("sig"), range: req.headers.get("range") },
    { location: visitorLocation(req), viewerId: async () => (await getViewer(req))?.id ?? null },
  );
});
