import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { servePublicImage } from "@/lib/media/serve";
import { imageQuerySchema } from "@/shared/schemas/media";

// GET /api/images/{key}?w= : public avatars and covers (no auth), long cache
export const GET = route<{ key: string }>(async (req, { params }) => {
  const { w } = parseQuery(req, imageQuerySchema);
  return servePublicImage(params.key, w, req.headers.get("range"));
});
