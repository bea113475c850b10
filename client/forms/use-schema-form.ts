"use client";

import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { firstProblem, issuesOf, problemOf, problemText, type FormTexts } from "./issue-text";

/**
 * A react-hook-form form validated by a zod schema: the route handler's own (shared/schemas),
 * or that schema with what only the form has (a confirmation field). Checked when sent, not
 * while typing, and no field is focused on a failure: the forms behave as they always did.
 */
export function useSchemaForm<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, unknown>,
  defaultValues: Values,
) {
  // the schema's input is the form's values (a preprocessing schema types it as unknown)
  const resolver = useMemo(() => zodResolver(schema as z.ZodType<Output, Values>) as Resolver<Values, unknown, Output>, [schema]);
  return useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
}

/**
 * The reader's-language texts of a form's problems (client/forms/issue-text.ts): `banner` for
 * forms that show one problem at a time (set when a submit fails, cleared when the next starts;
 * the server's own refusals go there too), `fieldText` for forms that show them under the fields.
 */
export function useFormTexts(texts: FormTexts, order: readonly string[] = []) {
  const t = useTranslations();
  const [banner, setBanner] = useState<string | null>(null);
  return {
    banner,
    setBanner,
    /** For handleSubmit's onInvalid: the first problem into the banner. */
    showFirst: (errors: FieldErrors, values: object) => {
      const problem = firstProblem(issuesOf(errors), values as Readonly<Record<string, unknown>>, order, texts);
      setBanner(problem ? problemText(problem, t) : null);
    },
    /** The texts under one field (undefined when it has no problem). */
    fieldText: (errors: FieldErrors, field: string): string[] | undefined => {
      const message = errors[field]?.message;
      return typeof message === "string" && message ? [problemText(problemOf(message, texts), t)] : undefined;
    },
    t,
  };
}
