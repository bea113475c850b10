import { route } from "@/lib/http/route";
import { getViewer } from "@/lib/auth/viewer";
import { serveAdultMedia } from "@/lib/age-assurance/media";
import { visitorLocation } from "@/lib/geo/visitor";
import { parseQuery } from "@/lib/http/parse";
import { imageQuerySchema } from "@/shared/schemas/media";

// GET /api/media/{key}?exp&sig[&v][&w] : private media (w: a photo's displayed width, picks a narrower stored copy;
// v: the viewer's tag of a video's playlists, segments and poster) through a signed link (Range supported); visitors
// from AGE_ASSURANCE_REQUIRED_COUNTRIES need a passed strong age check (403 age_assurance_required)
export const GET = route<{ key: string }>(async (req, { params }) => {
  const url = new URL(req.url);
  const { w } = parseQuery(req, imageQuerySchema);
  return serveAdultMedia(
    {
      key: params.key,
      exp: url.searchParams.get("exp"),
      sig: url.searchParams.get("sig"),
      viewer: url.searchParams.get("v"),
      range: req.headers.get("range"),
      width: w,
    },
    { location: visitorLocation(req), viewerId: async () => (await getViewer(req))?.id ?? null },
  );
});
