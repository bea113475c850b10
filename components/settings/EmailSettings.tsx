"use client";

import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/shared/format";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { emailChangeForm } from "@/client/forms/account-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";

export type PendingEmail = { email: string; expiresAt: string };

/** E-mail: the current address, a pending change if any, and the form (new address + password). */
export function EmailSettings({ email, pending: initialPending }: { email: string; pending: PendingEmail | null }) {
  const t = useTranslations("Settings");
  const locale = useLocale();
  const [pending, setPending] = useState(initialPending);
  const form = useSchemaForm(emailChangeForm.schema, { email: "", password: "" });
  const texts = useFormTexts(emailChangeForm.texts);
  // the server's refusals, in the reader's language, under their field
  const [refused, setRefused] = useState<{ email?: string[]; password?: string[] }>({});
  const errors = {
    email: refused.email ?? texts.fieldText(form.formState.errors, "email"),
    password: refused.password ?? texts.fieldText(form.formState.errors, "password"),
  };

  const send = form.handleSubmit(async ({ email: next, password }) => {
    if (next === email) return setRefused({ email: [t("emailSame")] });
    try {
      const body = await requestJson<{ pending: PendingEmail }>("/api/users/email", {
        method: "PUT",
        body: JSON.stringify({ email: next, password }),
      });
      setPending(body.pending);
      form.reset({ email: "", password: "" });
      toast.success(t("emailSent", { email: body.pending.email }));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 403) setRefused({ password: [t("emailWrongPassword")] });
      else if (caught instanceof ApiError && caught.status === 409) setRefused({ email: [t("emailTaken")] });
      else if (caught instanceof ApiError && caught.status === 429) texts.setBanner(t("tooMany"));
      else if (caught instanceof ApiError && caught.errors?.email) setRefused({ email: [t("emailInvalid")] });
      else texts.setBanner(t("emailFailed"));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setRefused({});
    texts.setBanner(null);
    return send(event);
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
              until: formatDateTime(locale, pending.expiresAt),
            })}
          </p>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t("newEmail")}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          {...form.register("email")}
          errors={errors.email}
        />
        <PasswordField
          label={t("emailPassword")}
          autoComplete="current-password"
          required
          {...form.register("password")}
          errors={errors.password}
        />
        <ErrorBanner message={texts.banner} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t("emailSubmit")}
        </Button>
      </form>
    </div>
  );
}
