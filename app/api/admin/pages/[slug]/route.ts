import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { getHelpPageForAdmin, resetHelpPage, saveHelpPage } from "@/lib/help-pages/pages";
import { HELP_JSON_MAX_BYTES, helpPageQuerySchema, helpPageSchema } from "@/shared/schemas/back-office";

// GET /api/admin/pages/{slug}?locale (admin): the text to edit (stored, else the dictionary's)
export const GET = route<{ slug: string }>(async (req, { params }) => {
  await requireAdmin(req);
  const { locale } = parseQuery(req, helpPageQuerySchema);
  return json({ success: true, page: await getHelpPageForAdmin(params.slug, locale) }, 200, { "cache-control": "no-store" });
});

// PUT /api/admin/pages/{slug} {locale, title, body} (admin)
export const PUT = route<{ slug: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, helpPageSchema, { maxBytes: HELP_JSON_MAX_BYTES });
  return json({ success: true, page: await saveHelpPage(admin, params.slug, input, new Date()) });
});

// DELETE /api/admin/pages/{slug}?locale (admin): back to the dictionary's text
export const DELETE = route<{ slug: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const { locale } = parseQuery(req, helpPageQuerySchema);
  return json({ success: true, page: await resetHelpPage(admin, params.slug, locale, new Date()) });
});
