import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { deleteCategory, updateCategory } from "@/lib/categories/admin";
import { categoryPatchSchema } from "@/shared/schemas/back-office";

// PATCH /api/admin/categories/{id} {name?, slug?} (admin)
export const PATCH = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, categoryPatchSchema);
  return json({ success: true, category: await updateCategory(admin, params.id, input, new Date()) });
});

// DELETE /api/admin/categories/{id} (admin)
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  await deleteCategory(admin, params.id, new Date());
  return json({ success: true, message: "Category deleted" });
});
