import type { FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@/client/api-error";
import { isErrorCode } from "@/shared/errors/codes";

// How a form shows the server's own validation messages in the reader's language. The forms
// validate with the zod schema the route handler uses (shared/schemas), so a field's problem
// arrives as that schema's English message: the exact text the API would answer. Each form
// names, per message, the dictionary key it shows instead (messages/*.json). The English
// answers of the API stay as they are; a message a form does not name is shown as the server
// would have answered it (or as the form's `otherwise` text).
//
// The server's refusals carry codes (shared/errors/codes.ts, decision 041): a form names, per code,
// the key it shows instead; a code a form does not name shows the dictionary's "Errors.<code>".

/** One field's problem: the schema's message for it. */
export type Issue = { field: string; message: string };

export interface FormTexts {
  /** dictionary key for a field left empty that must be filled (forms showing one problem at a time) */
  blank?: string;
  /** the schema's English message, or an error code of the server, -> dictionary key */
  messages: Readonly<Record<string, string>>;
  /** dictionary key for a message not named above; without it, the message itself */
  otherwise?: string;
}

/** A problem to show: a dictionary key, or a message shown as it is. */
export type Problem = { key: string } | { message: string };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The problems react-hook-form holds after a submit (the first message of each field). */
export function issuesOf(errors: FieldErrors): Issue[] {
  return Object.entries(errors).flatMap(([field, error]) =>
    typeof error?.message === "string" && error.message ? [{ field, message: error.message }] : [],
  );
}

/** The problems of some values under a schema, the first of each field (as the form's resolver keeps them). */
export function issuesIn(schema: z.ZodType, values: unknown): Issue[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues.flatMap((issue) => {
    const field = issue.path.join(".");
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: issue.message }];
  });
}

/** What a form shows for one message. */
export function problemOf(message: string, texts: FormTexts): Problem {
  const key = texts.messages[message] ?? (isErrorCode(message) ? `Errors.${message}` : texts.otherwise);
  return key ? { key } : { message };
}

/**
 * What a form shows for a refused request: the problem of the first of `fields` the server names
 * (else the answer's own), told by its code: the form's key for the code, else the error's text
 * (the dictionary's for the code, client/request.ts). A failure without an answer (network,
 * 5xx) is the form's `otherwise`.
 */
export function serverProblem(err: unknown, texts: FormTexts, fields: readonly string[] = []): Problem {
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) return texts.otherwise ? { key: texts.otherwise } : { message: String(err) };
  const field = fields.find((f) => err.errors?.[f]?.length);
  const code = (field ? err.fieldCodes?.[field]?.[0] : undefined) ?? err.code;
  const text = (field ? err.errors?.[field]?.[0] : undefined) ?? err.message;
  const key = (code ? texts.messages[code] : undefined) ?? texts.messages[text];
  return key ? { key } : { message: text };
}

/**
 * The one problem a form shows (in a banner): "fill all fields" when a field with a problem was
 * left empty, else the problem of the first field in the order the fields are read.
 */
export function firstProblem(
  issues: Issue[],
  values: Readonly<Record<string, unknown>>,
  order: readonly string[],
  texts: FormTexts,
): Problem | null {
  if (texts.blank && issues.some((i) => isBlank(values[i.field]))) return { key: texts.blank };
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const first = [...issues].sort((a, b) => rank(a.field) - rank(b.field))[0];
  return first ? problemOf(first.message, texts) : null;
}

/** The text of a problem, with a translator whose keys are full dictionary paths ("Validation.fillAllFields"). */
export function problemText(problem: Problem, t: (key: string) => string): string {
  return "key" in problem ? t(problem.key) : problem.message;
}
