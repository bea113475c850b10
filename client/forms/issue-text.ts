import type { FieldErrors } from "react-hook-form";
import type { z } from "zod";

// How a form shows the server's own validation messages in the reader's language. The forms
// validate with the zod schema the route handler uses (shared/schemas), so a field's problem
// arrives as that schema's English message: the exact text the API would answer. Each form
// names, per message, the dictionary key it shows instead (messages/*.json). The English
// answers of the API stay as they are; a message a form does not name is shown as the server
// would have answered it (or as the form's `otherwise` text).

/** One field's problem: the schema's message for it. */
export type Issue = { field: string; message: string };

export interface FormTexts {
  /** dictionary key for a field left empty that must be filled (forms showing one problem at a time) */
  blank?: string;
  /** the schema's English message -> dictionary key */
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
  const key = texts.messages[message] ?? texts.otherwise;
  return key ? { key } : { message };
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
