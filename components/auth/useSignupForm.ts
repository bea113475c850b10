"use client";

import { useState, type ChangeEvent, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { checkSignup, type SignupValues } from "@/client/forms/signup";

const empty: SignupValues = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  dateOfBirth: "",
  password: "",
  confirmPassword: "",
};

/** State and submission of the sign-up form: client checks, register call, then sign-in. */
export function useSignupForm() {
  const t = useTranslations("Validation");
  const router = useRouter();
  const [values, setValues] = useState<SignupValues>(empty);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((prev) => ({ ...prev, [name]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    const problem = checkSignup(values);
    if (problem) {
      setError(t(problem));
      return;
    }
    setSubmitting(true);
    try {
      const { confirmPassword: _unsent, ...payload } = values;
      await requestJson("/api/users/register", {
        method: "POST",
        body: JSON.stringify({ ...payload, email: payload.email.trim(), username: payload.username.trim() }),
      });
      const result = await signIn("credentials", { email: payload.email.trim(), password: payload.password, redirect: false });
      if (!result || result.error) {
        // The account exists; let the user sign in by hand.
        router.replace("/login");
        return;
      }
      router.replace("/");
    } catch (caught) {
      if (caught instanceof ApiError) {
        setError(caught.message || t("signupFailed"));
        setFieldErrors(caught.errors ?? {});
      } else {
        setError(t("signupFailed"));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { values, error, fieldErrors, submitting, onChange, onSubmit };
}
