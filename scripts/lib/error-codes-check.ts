import { argumentsOf } from "@/shared/errors/arguments";
import { ERROR_CODES } from "@/shared/errors/codes";

// The i18n check's part for the error codes (decision 041): the code list (shared/errors/codes.ts)
// and the dictionaries' "Errors" namespace must agree, in every language, and each text must take
// the same ICU arguments as the English one (a translation that drops `{max}` would print it raw).

type Tree = { [key: string]: string | Tree };

/** Every disagreement, as lines to print; empty when the codes and the dictionaries agree. */
export function errorCodeProblems(dictionaries: Record<string, Tree>, codes: readonly string[] = ERROR_CODES): string[] {
  const problems: string[] = [];
  const listed = new Set(codes);
  const reference = dictionaries.en?.Errors;
  for (const [locale, tree] of Object.entries(dictionaries)) {
    const errors = tree.Errors;
    if (!errors || typeof errors !== "object") {
      problems.push(`${locale}.json has no "Errors" namespace`);
      continue;
    }
    for (const code of codes) {
      const text = errors[code];
      if (typeof text !== "string" || text.trim() === "") {
        problems.push(`${locale}.json: Errors.${code} is missing (every code of shared/errors/codes.ts needs its text)`);
        continue;
      }
      const english = reference && typeof reference === "object" ? reference[code] : undefined;
      if (typeof english === "string" && argumentsOf(english).join() !== argumentsOf(text).join()) {
        problems.push(`${locale}.json: Errors.${code} takes {${argumentsOf(text).join(", ")}}, the English text {${argumentsOf(english).join(", ")}}`);
      }
    }
    for (const key of Object.keys(errors)) {
      if (!listed.has(key)) problems.push(`${locale}.json: Errors.${key} is not a code of shared/errors/codes.ts (add it there, or remove the text)`);
    }
  }
  return problems;
}
