import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";
import type { ErrorTranslator } from "./error-translator";

// The dictionary texts of the API's error codes in the page's language (messages/*.json "Errors",
// decision 041). The member site's layout names the page's language once (components/i18n/
// ErrorTexts.tsx); the texts themselves are not in the page: the fetcher (client/request.ts) loads
// them from GET /api/i18n/errors with the page's first API error (decision 114), precompiled as
// the page's other dictionaries are, and then gives every ApiError the text of its code, so every
// place that shows an error shows the dictionary's words, whatever language the server answered
// in. Without a language (the admin area, French on both sides) or while the texts cannot be
// loaded, the server's text stays (it is already in the reader's language, decision 041).

let translator: ErrorTranslator | null = null;
let language: string | null = null;
let loading: Promise<void> | null = null;

/** Names the page's language (the layout does, once per render): its texts are loaded on the first error. */
export function setErrorLanguage(locale: string | null): void {
  if (locale === language) return;
  language = locale;
  translator = null;
  loading = null;
}

/**
 * Resolves once the page's error texts are known: at once when they are (or when the page named no
 * language); else after loading them, once per page. A failure is not an error: the server's texts stay.
 */
export function errorTextsReady(): Promise<void> {
  if (translator || !language) return Promise.resolve();
  const locale = language;
  return (loading ??= Promise.all([
    fetch(`/api/i18n/errors?locale=${encodeURIComponent(locale)}`, { headers: { Accept: "application/json" } }).then((res) =>
      res.ok ? (res.json() as Promise<{ messages?: Record<string, unknown> }>) : null,
    ),
    import("./error-translator"),
  ])
    .then(([body, { compiledErrorTranslator }]) => {
      if (body?.messages && language === locale) translator = compiledErrorTranslator(locale, body.messages);
    })
    .catch((err: unknown) => console.warn("error texts not loaded", err))
    .finally(() => {
      // a failed load may be tried again with a later error
      if (!translator) loading = null;
    }));
}

/** The page's text of a code, or undefined (no translator, no text, or a parameter of the text was not sent). */
export function errorTextOf(code: ErrorCode | undefined, params?: ErrorParams): string | undefined {
  if (!code || !translator) return undefined;
  const names = translator.argumentsOf(code);
  if (names === undefined) return undefined;
  if (names.some((name) => params?.[name] === undefined)) return undefined;
  try {
    return translator.format(code, params);
  } catch {
    return undefined;
  }
}

/** The page's text of a code, its texts loaded first (for a refusal the page decides itself, not the server). */
export async function loadedErrorText(code: ErrorCode, params?: ErrorParams): Promise<string | undefined> {
  await errorTextsReady();
  return errorTextOf(code, params);
}
