import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { deleteBlogPost, getBlogPostForAdmin, updateBlogPost } from "@/lib/blog/admin";
import { BLOG_JSON_MAX_BYTES, blogPostPatchSchema } from "@/shared/schemas/back-office";

// GET /api/admin/blog/{id} (admin)
export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  return json({ success: true, post: await getBlogPostForAdmin(params.id) }, 200, { "cache-control": "no-store" });
});

// PATCH /api/admin/blog/{id} {title?, slug?, body?, published?, excerpt?, locale?} (admin)
export const PATCH = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, blogPostPatchSchema, { maxBytes: BLOG_JSON_MAX_BYTES });
  return json({ success: true, post: await updateBlogPost(admin, params.id, input, new Date()) });
});

// DELETE /api/admin/blog/{id} (admin)
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  await deleteBlogPost(admin, params.id, new Date());
  return json({ success: true, message: "Article deleted" });
});
