"use client";

import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";

export type PendingEmail = { email: string; expiresAt: string };

/** E-mail: the current address, a pending change if any, and the form (new address + password). */
export function EmailSettings({ email, pending: initialPending }: { email: string; pending: PendingEmail | null }) {
  const t = useTranslations("Settings");
  const format = useFormatter();
  const [pending, setPending] = useState(initialPending);
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<{ email?: string[]; password?: string[] }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setError(null);
    const next = values.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) return setErrors({ email: [t("emailInvalid")] });
    if (next === email) return setErrors({ email: [t("emailSame")] });
    if (!values.password) return setErrors({ password: [t("emailWrongPassword")] });
    setSubmitting(true);
    try {
      const body = await requestJson<{ pending: PendingEmail }>("/api/users/email", {
        method: "PUT",
        body: JSON.stringify({ email: next, password: values.password }),
      });
      setPending(body.pending);
      setValues({ email: "", password: "" });
      toast.success(t("emailSent", { email: body.pending.email }));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 403) setErrors({ password: [t("emailWrongPassword")] });
      else if (caught instanceof ApiError && caught.status === 409) setErrors({ email: [t("emailTaken")] });
      else if (caught instanceof ApiError && caught.status === 429) setError(t("tooMany"));
      else if (caught instanceof ApiError && caught.errors?.email) setErrors({ email: [t("emailInvalid")] });
      else setError(t("emailFailed"));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="max-w-md space-y-5">
      <div>
        <p className="text-sm font-medium text-muted">{t("currentEmail")}</p>
        <p className="mt-1 break-all font-medium" dir="ltr" data-testid="current-email">
          {email}
        </p>
      </div>
      {pending ? (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
          <p>
            {t("emailPending", {
              email: pending.email,
              until: format.dateTime(new Date(pending.expiresAt), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </p>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t("newEmail")}
          name="newEmail"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={values.email}
          onChange={set("email")}
          errors={errors.email}
        />
        <PasswordField
          label={t("emailPassword")}
          name="emailPassword"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set("password")}
          errors={errors.password}
        />
        <ErrorBanner message={error} />
        <Button type="submit" loading={submitting}>
          {t("emailSubmit")}
        </Button>
      </form>
    </div>
  );
}
