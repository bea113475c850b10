import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { createBlogPost, listBlogPostsForAdmin } from "@/lib/blog/admin";
import { BLOG_JSON_MAX_BYTES, backOfficeListQuerySchema, blogPostSchema } from "@/shared/schemas/back-office";

// GET /api/admin/blog?q&page&limit (admin): every article, drafts included
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, backOfficeListQuerySchema);
  return json({ success: true, ...(await listBlogPostsForAdmin(query)) }, 200, { "cache-control": "no-store" });
});

// POST /api/admin/blog {title, slug, body, published, excerpt?, locale?} (admin)
export const POST = route(async (req) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, blogPostSchema, { maxBytes: BLOG_JSON_MAX_BYTES });
  return json({ success: true, post: await createBlogPost(admin, input, new Date()) }, 201);
});
