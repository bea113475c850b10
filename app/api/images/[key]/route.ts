import { z } from "zod";
import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { servePublicImage } from "@/lib/media/serve";

const query = z.object({ w: z.coerce.number().int().min(1).max(4096).optional().catch(undefined) });

// GET /api/images/{key}?w= : public avatars and covers (no auth), long cache
export const GET = route<{ key: string }>(async (req, { params }) => {
  const { w } = parseQuery(req, query);
  return servePublicImage(params.key, w, req.headers.get("range"));
});
