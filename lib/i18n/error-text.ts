import type { AbstractIntlMessages } from "next-intl";
import { createTranslator } from "use-intl/core";
import { compileNamespace } from "@/i18n/compiled-messages";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import tn from "@/messages/tn.json";
import type { Locale } from "@/i18n/locales";
import { argumentsOf } from "@/shared/errors/arguments";
import { isErrorCode, type ErrorCode, type ErrorParams } from "@/shared/errors/codes";

// The server's texts of the error codes (messages/*.json "Errors"), for the API's answers, the
// realtime service's errors and the English text AppError keeps for the logs.

const DICTIONARIES: Record<Locale, { Errors: Record<string, string> }> = { tn, fr, en, ar };

const NO_TEXT = "\u0000";

type Translate = (code: string, params?: ErrorParams) => string;
const translators = new Map<Locale, Translate>();

function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    // a text that does not format (a parameter missing) is no text: the caller falls back
    const translate = createTranslator({
      locale,
      messages: { Errors: DICTIONARIES[locale].Errors },
      namespace: "Errors",
      onError: () => undefined,
      getMessageFallback: () => NO_TEXT,
    });
    t = (code, params) => translate(code as never, params as never);
    translators.set(locale, t);
  }
  return t;
}

/** The text of a code in a language, or undefined when the dictionary has none (or it does not format). */
export function errorText(code: string, locale: Locale, params?: ErrorParams): string | undefined {
  const raw = isErrorCode(code) ? DICTIONARIES[locale].Errors[code] : undefined;
  if (raw === undefined) return undefined;
  if (argumentsOf(raw).some((name) => params?.[name] === undefined)) return undefined;
  try {
    const text = translator(locale)(code, params);
    return text === NO_TEXT ? undefined : text;
  } catch {
    return undefined;
  }
}

/** The English text of a code (what AppError carries as its message, for logs and tests). */
export function englishText(code: ErrorCode, params?: ErrorParams): string {
  return errorText(code, "en", params) ?? code;
}

/**
 * The "Errors" dictionary of a language, precompiled as the browser's dictionaries are (decision
 * 089), for GET /api/i18n/errors: a page loads it when its first API error arrives (decision 114)
 * instead of carrying every error text in its HTML.
 */
export function compiledErrorTexts(locale: Locale): AbstractIntlMessages {
  return compileNamespace(DICTIONARIES[locale].Errors);
}
