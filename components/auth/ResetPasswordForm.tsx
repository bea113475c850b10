"use client";

import { CircleCheck, LinkIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { resetPasswordForm } from "@/client/forms/auth-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { AuthCard } from "./AuthCard";
import { AuthFooterLink } from "./AuthFooterLink";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";

type Stage = "form" | "done" | "invalid";

/** /reset-password?token=: a new password (twice), then a link to sign in; a dead link says so. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Account");
  const ta = useTranslations("Auth");
  const tv = useTranslations("Validation");
  const form = useSchemaForm(resetPasswordForm.schema, { token, password: "", confirmPassword: "" });
  const password = useWatch({ control: form.control, name: "password" });
  const texts = useFormTexts(resetPasswordForm.texts, resetPasswordForm.order);
  const [stage, setStage] = useState<Stage>(token ? "form" : "invalid");

  const send = form.handleSubmit(
    async ({ token: checkedToken, password: newPassword }) => {
      try {
        await requestJson("/api/auth/reset-password", { method: "POST", body: JSON.stringify({ token: checkedToken, password: newPassword }) });
        setStage("done");
      } catch (caught) {
        if (caught instanceof ApiError && caught.errors?.token) setStage("invalid");
        else if (caught instanceof ApiError && caught.status === 429) texts.setBanner(t("tooMany"));
        else if (caught instanceof ApiError && caught.errors?.password) texts.setBanner(tv("passwordTooShort"));
        else texts.setBanner(t("resetFailed"));
      }
    },
    (errors) => {
      // a link the server could never accept is a dead link
      if (errors.token) setStage("invalid");
      else texts.showFirst(errors, form.getValues());
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    texts.setBanner(null);
    return send(event);
  }

  const footer = <AuthFooterLink question={t("rememberPassword")} label={ta("signInHere")} href="/login" />;

  if (stage === "done") {
    return (
      <AuthCard title={t("resetDoneTitle")} subtitle={t("resetSubtitle")} footer={footer}>
        <div role="status" className="flex items-start gap-3 rounded-xl border border-ok/40 bg-ok/10 px-4 py-3 text-sm text-ok">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t("resetDone")}</p>
        </div>
        <Link href="/login" className={buttonClasses("primary", "lg", "mt-6 w-full")}>
          {t("goToLogin")}
        </Link>
      </AuthCard>
    );
  }

  if (stage === "invalid") {
    return (
      <AuthCard title={t("invalidTitle")} subtitle={t("invalidHint")} footer={footer}>
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          <LinkIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{t("invalidLink")}</p>
        </div>
        <Link href="/forgot-password" className={buttonClasses("primary", "lg", "mt-6 w-full")}>
          {t("requestNew")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("resetTitle")} subtitle={t("resetSubtitle")} footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label={ta("password")}
          autoComplete="new-password"
          required
          {...form.register("password")}
        >
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField
          label={ta("confirmPassword")}
          autoComplete="new-password"
          required
          {...form.register("confirmPassword")}
        />
        <ErrorBanner message={texts.banner} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {t("resetButton")}
        </Button>
      </form>
    </AuthCard>
  );
}
