import { createTranslator } from "use-intl/core";
import { compiledArgumentsOf } from "@/shared/errors/arguments";
import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

export type ErrorTranslator = {
  /** the argument names the text of a code needs, or undefined when the dictionary has no text for it */
  argumentsOf: (code: ErrorCode) => string[] | undefined;
  /** the formatted text of a code */
  format: (code: ErrorCode, params?: ErrorParams) => string;
};

/**
 * The translator of a precompiled "Errors" dictionary (GET /api/i18n/errors) in `locale`: loaded
 * with the page's first API error (client/error-texts.ts), so a page's first scripts carry none of it.
 */
export function compiledErrorTranslator(locale: string, errors: Record<string, unknown>): ErrorTranslator {
  const t = createTranslator({ locale, messages: { Errors: errors } as never, namespace: "Errors" as never, onError: () => undefined });
  const format = t as unknown as (key: string, values?: ErrorParams) => string;
  return {
    argumentsOf: (code) => (errors[code] === undefined ? undefined : compiledArgumentsOf(errors[code])),
    format: (code, params) => format(code, params),
  };
}
