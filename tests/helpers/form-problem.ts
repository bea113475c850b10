import type { z } from "zod";
import { firstProblem, issuesIn, problemOf, type FormTexts } from "@/client/forms/issue-text";

/** The dictionary key (or the message itself) a form that shows one problem at a time shows for these values. */
export function shownProblem(form: { schema: z.ZodType; order?: readonly string[]; texts: FormTexts }, values: Record<string, unknown>): string | null {
  const problem = firstProblem(issuesIn(form.schema, values), values, form.order ?? [], form.texts);
  return problem && ("key" in problem ? problem.key : problem.message);
}

/** Field -> the dictionary key (or message) a form shows under each field. */
export function fieldProblems(schema: z.ZodType, texts: FormTexts, values: unknown): Record<string, string> {
  return Object.fromEntries(
    issuesIn(schema, values).map((issue) => {
      const problem = problemOf(issue.message, texts);
      return [issue.field, "key" in problem ? problem.key : problem.message];
    }),
  );
}
