import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { localeUpdateSchema, updateLocale } from "@/lib/account/preferences";

// PUT /api/users/locale {locale: tn|fr|en|ar}
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const { locale } = await parseJson(req, localeUpdateSchema);
  return json({ success: true, locale: await updateLocale(viewer.id, locale) });
});
