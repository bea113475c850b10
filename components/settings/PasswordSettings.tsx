"use client";

import { useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { PasswordStrengthMeter } from "@/components/auth/PasswordStrengthMeter";
import { passwordChangeForm } from "@/client/forms/account-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";

const empty = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

/** Change password (signed in): current, new (with strength meter), confirmation; a toast on success. */
export function PasswordSettings() {
  const t = useTranslations("Settings");
  const form = useSchemaForm(passwordChangeForm.schema, empty);
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  const texts = useFormTexts(passwordChangeForm.texts, passwordChangeForm.order);
  const [currentError, setCurrentError] = useState<string[] | undefined>();

  const send = form.handleSubmit(
    async ({ currentPassword, newPassword: chosen }) => {
      try {
        await requestJson("/api/users/password", { method: "PUT", body: JSON.stringify({ currentPassword, newPassword: chosen }) });
        form.reset(empty);
        toast.success(t("passwordChanged"));
      } catch (caught) {
        if (caught instanceof ApiError && caught.errors?.currentPassword) setCurrentError([t("currentWrong")]);
        else if (caught instanceof ApiError && caught.status === 429) texts.setBanner(t("tooMany"));
        else texts.setBanner(t("passwordFailed"));
      }
    },
    (errors) => texts.showFirst(errors, form.getValues()),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    texts.setBanner(null);
    setCurrentError(undefined);
    return send(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <PasswordField
        label={t("currentPassword")}
        autoComplete="current-password"
        required
        {...form.register("currentPassword")}
        errors={currentError}
      />
      <PasswordField label={t("newPassword")} autoComplete="new-password" required {...form.register("newPassword")}>
        <PasswordStrengthMeter password={newPassword} />
      </PasswordField>
      <PasswordField label={t("confirmNewPassword")} autoComplete="new-password" required {...form.register("confirmNewPassword")} />
      <ErrorBanner message={texts.banner} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t("updatePassword")}
      </Button>
    </form>
  );
}
