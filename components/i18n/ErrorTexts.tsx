"use client";

import { useTranslations } from "next-intl";
import { setErrorTranslator } from "@/client/error-texts";
import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

/**
 * Hands the page's "Errors" dictionary to the fetcher (client/error-texts.ts), so an API error
 * shows the text of its code in the page's language. Set while rendering, before any child
 * component's request can fail.
 */
export function ErrorTexts() {
  const t = useTranslations("Errors");
  setErrorTranslator({
    raw: (code: ErrorCode) => (t.has(code) ? String(t.raw(code)) : undefined),
    format: (code: ErrorCode, params?: ErrorParams) => t(code, params),
  });
  return null;
}
