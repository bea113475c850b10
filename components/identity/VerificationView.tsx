"use client";

import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { FileField } from "./FileField";
import { StatusCard } from "./StatusCard";
import { useIdentityUpload } from "./useIdentityUpload";
import type { CheckState } from "./status";

/** /verification: the creator's identity check (GET/POST /api/users/verification). */
export function VerificationView({ retentionDays }: { retentionDays: number }) {
  const t = useTranslations("Identity");
  const { data, mutate } = useSWR<{ verification: CheckState }>("/api/users/verification");
  const upload = useIdentityUpload("/api/users/verification", () => mutate());
  const state = data?.verification;
  const fieldError = (name: string) => (upload.problem?.field === name ? [upload.problem.text] : undefined);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("verificationTitle")}</h1>
        <p className="mt-2 text-muted">{t("verificationIntro")}</p>
      </header>
      {!state ? (
        <PageSpinner />
      ) : (
        <>
          <StatusCard state={state} approvedText={t("verifiedDone")} />
          {(state.status === "none" || state.status === "rejected") && (
            <form onSubmit={upload.submit} noValidate className="space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-5" data-testid="verification-form">
              <TextField name="legalName" label={t("legalName")} autoComplete="name" required maxLength={120} errors={fieldError("legalName")} />
              <TextField name="dateOfBirth" type="date" label={t("dateOfBirth")} autoComplete="bday" required errors={fieldError("dateOfBirth")} />
              <TextField name="country" label={t("country")} autoComplete="country" required maxLength={2} dir="ltr" className="max-w-48" errors={fieldError("country")} />
              <FileField name="idDocument" label={t("idDocument")} />
              <FileField name="selfie" label={t("selfie")} />
              <p className="text-xs text-subtle">{t("fileHint", { days: retentionDays })}</p>
              {upload.problem && !upload.problem.field && (
                <p role="alert" className="text-sm text-danger">
                  {upload.problem.text}
                </p>
              )}
              <Button type="submit" loading={upload.busy}>
                {t("submit")}
              </Button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
