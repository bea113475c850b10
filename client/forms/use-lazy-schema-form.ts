"use client";

import { useMemo } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * useSchemaForm (use-schema-form.ts) for a form on a page that must load light (sign-in): the same
 * route handler's schema and the same zod resolver, loaded when the form is first checked (on
 * submit) instead of with the page. zod is most of a form's weight (about 90 kB compressed).
 * `load` must be stable (a module-level function).
 */
export function useLazySchemaForm<Values extends FieldValues, Output extends FieldValues>(
  load: () => Promise<z.ZodType<Output, unknown>>,
  defaultValues: Values,
) {
  const resolver = useMemo(() => {
    let ready: Promise<Resolver<Values, unknown, Output>> | null = null;
    const lazy: Resolver<Values, unknown, Output> = async (values, context, options) => {
      ready ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
        ([schema, { zodResolver }]) => zodResolver(schema as z.ZodType<Output, Values>) as Resolver<Values, unknown, Output>,
      );
      return (await ready)(values, context, options);
    };
    return lazy;
  }, [load]);
  return useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
}
