"use client";

import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

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

export { useFormTexts } from "./use-form-texts";
