import { createTranslator } from "use-intl/core";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import tn from "@/messages/tn.json";
import type { Locale } from "@/i18n/locales";
import { isErrorCode, type ErrorCode, type ErrorParams } from "@/shared/errors/codes";

// The server's texts of the error codes (messages/*.json "Errors"), for the API's answers, the
// realtime service's errors and the English text AppError keeps for the logs.

const DICTIONARIES: Record<Locale, { Errors: Record<string, string> }> = { tn, fr, en, ar };

type Translate = (code: string, params?: ErrorParams) => string;
const translators = new Map<Locale, Translate>();

function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const translate = createTranslator({ locale, messages: { Errors: DICTIONARIES[locale].Errors }, namespace: "Errors" });
    t = (code, params) => translate(code as never, params as never);
    translators.set(locale, t);
  }
  return t;
}

/** The text of a code in a language, or undefined when the dictionary has none (or it does not format). */
export function errorText(code: string, locale: Locale, params?: ErrorParams): string | undefined {
  if (!isErrorCode(code) || !(code in DICTIONARIES[locale].Errors)) return undefined;
  try {
    return translator(locale)(code, params);
  } catch {
    return undefined;
  }
}

/** The English text of a code (what AppError carries as its message, for logs and tests). */
export function englishText(code: ErrorCode, params?: ErrorParams): string {
  return errorText(code, "en", params) ?? code;
}
