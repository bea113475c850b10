"use client";

import { useMessages, useTranslations } from "next-intl";
import { setErrorTranslator } from "@/client/error-texts";
import { compiledArgumentsOf } from "@/shared/errors/arguments";
import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

/**
 * Hands the page's "Errors" dictionary to the fetcher (client/error-texts.ts), so an API error
 * shows the text of its code in the page's language. Set while rendering, before any child
 * component's request can fail. The dictionary is precompiled in the browser (decision 089), so
 * the arguments a text needs are read from its compiled form.
 */
export function ErrorTexts() {
  const t = useTranslations("Errors");
  const errors = useMessages().Errors as Record<string, unknown> | undefined;
  setErrorTranslator({
    argumentsOf: (code: ErrorCode) => (errors?.[code] === undefined ? undefined : compiledArgumentsOf(errors[code])),
    format: (code: ErrorCode, params?: ErrorParams) => t(code, params),
  });
  return null;
}
