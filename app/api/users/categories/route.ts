import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { getCreatorCategories, setCreatorCategories } from "@/lib/categories/creators";
import { creatorCategoriesSchema } from "@/shared/schemas/back-office";

// GET /api/users/categories (bearer): the viewer's chosen categories
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, categories: await getCreatorCategories(viewer.id) }, 200, { "cache-control": "no-store" });
});

// PUT /api/users/categories {categories: [slug, ...]} (bearer): at most 3
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("creator-categories", 30, 60 * 60), viewer.id, "CHANGES_TOO_MANY");
  const input = await parseJson(req, creatorCategoriesSchema);
  return json({ success: true, categories: await setCreatorCategories(viewer.id, input) });
});
