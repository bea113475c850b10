"use client";

import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { forgotPasswordForm } from "@/client/forms/auth-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { AuthCard } from "./AuthCard";
import { AuthFooterLink } from "./AuthFooterLink";

/** /forgot-password: asks for the e-mail, then shows the same neutral message whatever the answer. */
export function ForgotPasswordForm() {
  const t = useTranslations("Account");
  const ta = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  const form = useSchemaForm(forgotPasswordForm.schema, { email: "" });
  const texts = useFormTexts(forgotPasswordForm.texts, forgotPasswordForm.order);
  const [sent, setSent] = useState(false);

  const send = form.handleSubmit(
    async ({ email }) => {
      try {
        await requestJson("/api/auth/forgot-password", { method: "POST", body: JSON.stringify({ email, locale }) });
        setSent(true);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 429) texts.setBanner(t("tooMany"));
        else if (caught instanceof ApiError && caught.errors?.email) texts.setBanner(tv("invalidEmail"));
        else texts.setBanner(t("requestFailed"));
      }
    },
    (errors) => texts.showFirst(errors, form.getValues()),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    texts.setBanner(null);
    return send(event);
  }

  const footer = <AuthFooterLink question={t("rememberPassword")} label={ta("signInHere")} href="/login" />;

  if (sent) {
    return (
      <AuthCard title={t("sentTitle")} subtitle={t("sentHint")} footer={footer}>
        <div role="status" className="flex items-start gap-3 rounded-xl border border-ok/40 bg-ok/10 px-4 py-3 text-sm text-ok">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t("sent")}</p>
        </div>
        <Link href="/login" className={buttonClasses("secondary", "lg", "mt-6 w-full")}>
          {t("backToLogin")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgotTitle")} subtitle={t("forgotSubtitle")} footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={ta("email")}
          type="email"
          autoComplete="email"
          placeholder={ta("emailPlaceholder")}
          dir="ltr"
          required
          {...form.register("email")}
        />
        <ErrorBanner message={texts.banner} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {t("sendLink")}
        </Button>
      </form>
    </AuthCard>
  );
}
