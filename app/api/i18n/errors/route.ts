import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { compiledErrorTexts } from "@/lib/i18n/error-text";
import { errorTextsQuerySchema } from "@/shared/schemas/i18n";

// GET /api/i18n/errors?locale: the texts of the error codes in a language, precompiled (public;
// a page asks for them with its first API error, decision 114)
export const GET = route(async (req) => {
  const { locale } = parseQuery(req, errorTextsQuerySchema);
  return json({ success: true, locale, messages: compiledErrorTexts(locale) }, 200, { "cache-control": "public, max-age=3600" });
});
