import { route } from "@/lib/http/route";
import { serveSignedMediaTo } from "@/lib/access/media";
import { visitorLocation } from "@/lib/geo/visitor";

// GET /api/media/{key}?exp&sig : private media through a signed link (Range supported)
export const GET = route<{ key: string }>(async (req, { params }) => {
  const url = new URL(req.url);
  return serveSignedMediaTo(visitorLocation(req), params.key, url.searchParams.get("exp"), url.searchParams.get("sig"), req.headers.get("range"));
});
