"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { PasswordStrengthMeter } from "@/components/auth/PasswordStrengthMeter";
import { checkNewPassword } from "@/client/forms/password-form";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";

const empty = { current: "", password: "", confirm: "" };

/** Change password (signed in): current, new (with strength meter), confirmation; a toast on success. */
export function PasswordSettings() {
  const t = useTranslations("Settings");
  const tv = useTranslations("Validation");
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [currentError, setCurrentError] = useState<string[] | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setCurrentError(undefined);
    const problem = checkNewPassword(values);
    if (problem) return setError(problem === "passwordUnchanged" ? t(problem) : tv(problem));
    setSubmitting(true);
    try {
      await requestJson("/api/users/password", {
        method: "PUT",
        body: JSON.stringify({ currentPassword: values.current, newPassword: values.password }),
      });
      setValues(empty);
      toast.success(t("passwordChanged"));
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors?.currentPassword) setCurrentError([t("currentWrong")]);
      else if (caught instanceof ApiError && caught.status === 429) setError(t("tooMany"));
      else setError(t("passwordFailed"));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <PasswordField
        label={t("currentPassword")}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.current}
        onChange={set("current")}
        errors={currentError}
      />
      <PasswordField label={t("newPassword")} name="newPassword" autoComplete="new-password" required value={values.password} onChange={set("password")}>
        <PasswordStrengthMeter password={values.password} />
      </PasswordField>
      <PasswordField
        label={t("confirmNewPassword")}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={set("confirm")}
      />
      <ErrorBanner message={error} />
      <Button type="submit" loading={submitting}>
        {t("updatePassword")}
      </Button>
    </form>
  );
}
