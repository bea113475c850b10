import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { createCategory, listCategoriesForAdmin } from "@/lib/categories/admin";
import { backOfficeListQuerySchema, categorySchema } from "@/shared/schemas/back-office";

// GET /api/admin/categories?q&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, backOfficeListQuerySchema);
  return json({ success: true, ...(await listCategoriesForAdmin(query)) }, 200, { "cache-control": "no-store" });
});

// POST /api/admin/categories {name, slug} (admin)
export const POST = route(async (req) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, categorySchema);
  return json({ success: true, category: await createCategory(admin, input, new Date()) }, 201);
});
