import type { ErrorCode, ErrorParams } from "@/shared/errors/codes";

// The dictionary texts of the API's error codes in the page's language (messages/*.json "Errors",
// decision 041). The member site's layout hands its translator over once (components/i18n/
// ErrorTexts.tsx); the fetcher (client/request.ts) then gives every ApiError the text of its
// code, so every place that shows an error shows the dictionary's words, whatever language the
// server answered in. Without a translator (the admin area, French on both sides), the server's
// text stays.

export type ErrorTranslator = {
  /** the argument names the text of a code needs, or undefined when the dictionary has no text for it */
  argumentsOf: (code: ErrorCode) => string[] | undefined;
  /** the formatted text of a code */
  format: (code: ErrorCode, params?: ErrorParams) => string;
};

let translator: ErrorTranslator | null = null;

/** Sets (or clears) the page's translator of error codes. */
export function setErrorTranslator(next: ErrorTranslator | null): void {
  translator = next;
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
