"use client";

import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { useTranslations } from "next-intl";
import { firstProblem, issuesOf, problemOf, problemText, type FormTexts, type Issue } from "./issue-text";

// Its own module (re-exported by use-schema-form.ts): a form that loads its schema lazily
// (the sign-in form, components/auth/LoginForm.tsx) shows its texts without bringing zod to the page.

/**
 * The reader's-language texts of a form's problems (client/forms/issue-text.ts): `banner` for
 * forms that show one problem at a time (set when a submit fails, cleared when the next starts;
 * the server's own refusals go there too), `fieldText` for forms that show them under the fields.
 */
export function useFormTexts(texts: FormTexts, order: readonly string[] = []) {
  const t = useTranslations();
  const [banner, setBanner] = useState<string | null>(null);
  const showIssues = (issues: Issue[], values: object) => {
    const problem = firstProblem(issues, values as Readonly<Record<string, unknown>>, order, texts);
    setBanner(problem ? problemText(problem, t) : null);
  };
  return {
    banner,
    setBanner,
    /** For handleSubmit's onInvalid: the first problem into the banner. */
    showFirst: (errors: FieldErrors, values: object) => showIssues(issuesOf(errors), values),
    /** The same for problems found without react-hook-form (issuesIn: the sign-in form). */
    showIssues,
    /** The texts under one field (undefined when it has no problem). */
    fieldText: (errors: FieldErrors, field: string): string[] | undefined => {
      const message = errors[field]?.message;
      return typeof message === "string" && message ? [problemText(problemOf(message, texts), t)] : undefined;
    },
    t,
  };
}
