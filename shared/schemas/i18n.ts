import { z } from "@/shared/zod";
import { locales } from "@/i18n/locales";

/** GET /api/i18n/errors?locale: the language whose error texts a page loads. */
export const errorTextsQuerySchema = z.object({
  locale: z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` }),
});
