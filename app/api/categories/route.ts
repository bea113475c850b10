import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { listCategories } from "@/lib/categories/creators";

// GET /api/categories: every creator category (public)
export const GET = route(async () => {
  return json({ success: true, categories: await listCategories() }, 200, { "cache-control": "public, max-age=60" });
});
