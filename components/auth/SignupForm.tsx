"use client";

import { useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { TextField } from "@/components/ui/TextField";
import { AuthCard } from "./AuthCard";
import { AuthFooterLink } from "./AuthFooterLink";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";
import { useSignupForm } from "./useSignupForm";
import { signInHref } from "@/shared/return-to";

type Field = "firstName" | "lastName" | "username" | "email" | "dateOfBirth" | "password" | "confirmPassword";

/** `next`: where to go once the account is made and signed in (a safe path: shared/return-to.ts). */
export function SignupForm({ next = "/" }: { next?: string }) {
  const t = useTranslations("Auth");
  const { form, error, fieldErrors, submitting, onSubmit } = useSignupForm(next);
  const password = useWatch({ control: form.control, name: "password" });
  const field = (name: Field) => ({ ...form.register(name), errors: fieldErrors[name], required: true });

  return (
    <AuthCard
      title={t("join")}
      subtitle={t("signUp")}
      footer={<AuthFooterLink question={t("haveAccount")} label={t("signInHere")} href={signInHref(next)} />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("firstName")} autoComplete="given-name" {...field("firstName")} />
          <TextField label={t("lastName")} autoComplete="family-name" {...field("lastName")} />
        </div>
        <TextField label={t("username")} autoComplete="username" dir="ltr" {...field("username")} />
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          dir="ltr"
          {...field("email")}
        />
        <TextField label={t("dateOfBirth")} type="date" autoComplete="bday" {...field("dateOfBirth")} />
        <PasswordField label={t("password")} autoComplete="new-password" {...field("password")}>
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField label={t("confirmPassword")} autoComplete="new-password" {...field("confirmPassword")} />
        <ErrorBanner message={error} />
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {t("createAccount")}
        </Button>
      </form>
    </AuthCard>
  );
}
