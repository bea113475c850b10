"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AuthCard } from "@/components/auth/AuthCard";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { TextField } from "@/components/ui/TextField";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { errorTextOf, loadedErrorText } from "@/client/error-texts";
import { useSchemaForm } from "@/client/forms/use-schema-form";
import { restoreAccountSchema } from "@/shared/schemas/privacy";

/** /restore-account: within the grace period, e-mail and password undo a deletion (POST /api/users/me/restore). */
export function RestoreAccountForm() {
  const t = useTranslations("Privacy");
  const all = useTranslations();
  const form = useSchemaForm(restoreAccountSchema, { email: "", password: "" });
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const send = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await requestJson("/api/users/me/restore", { method: "POST", body: JSON.stringify(values) });
        setDone(true);
      } catch (err) {
        // the dictionary's text of the refusal's code (client/request.ts loaded the texts), else the refusal's own
        const code = err instanceof ApiError ? err.code : undefined;
        setBanner((code && errorTextOf(code, err instanceof ApiError ? err.params : undefined)) || (await loadedErrorText("RESTORE_REFUSED")) || null);
      }
    },
    async () => setBanner((await loadedErrorText("RESTORE_REFUSED")) ?? null),
  );

  return (
    <AuthCard title={t("restoreTitle")} subtitle={t("restoreText")} footer={<Link href="/login" className="text-accent hover:underline">{all("Auth.signIn")}</Link>}>
      {done ? (
        <p role="status" className="text-center">{t("restored")}</p>
      ) : (
        <form onSubmit={send} className="space-y-4" noValidate>
          {banner && <ErrorBanner message={banner} />}
          <TextField label={t("restoreEmail")} type="email" autoComplete="email" dir="ltr" {...form.register("email")} />
          <PasswordField label={t("restorePassword")} autoComplete="current-password" {...form.register("password")} />
          <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
            {t("restoreButton")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
