"use client";

import { useState, type FormEvent } from "react";
import { signInHref } from "@/shared/return-to";
import { signIn } from "@/client/session";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { signupForm } from "@/client/forms/auth-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";

const empty = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  dateOfBirth: "",
  password: "",
  confirmPassword: "",
};

/**
 * The sign-up form: react-hook-form checked by the register endpoint's own schema (plus the
 * confirmation), the first problem in a banner; then the register call and the sign-in.
 */
export function useSignupForm(next = "/") {
  const t = useTranslations("Validation");
  const router = useRouter();
  const form = useSchemaForm(signupForm.schema, empty);
  const texts = useFormTexts(signupForm.texts, signupForm.order);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const send = form.handleSubmit(
    async ({ confirmPassword: _unsent, ...payload }) => {
      try {
        await requestJson("/api/users/register", { method: "POST", body: JSON.stringify(payload) });
        const result = await signIn("credentials", { email: payload.email, password: payload.password, redirect: false });
        // The account exists; if signing in failed, let the user sign in by hand.
        router.replace(!result || result.error ? signInHref(next) : next);
      } catch (caught) {
        texts.setBanner(caught instanceof ApiError ? caught.message || t("signupFailed") : t("signupFailed"));
        if (caught instanceof ApiError) setFieldErrors(caught.errors ?? {});
      }
    },
    (errors) => texts.showFirst(errors, form.getValues()),
  );

  return {
    form,
    error: texts.banner,
    fieldErrors,
    submitting: form.formState.isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      texts.setBanner(null);
      setFieldErrors({});
      return send(event);
    },
  };
}
