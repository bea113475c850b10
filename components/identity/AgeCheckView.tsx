"use client";

import { useSWR } from "@/client/swr";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/shared/format";
import { Button } from "@/components/ui/Button";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { FileField } from "./FileField";
import { StatusCard } from "./StatusCard";
import { useIdentityUpload } from "./useIdentityUpload";
import type { CheckState } from "./status";

type AgeCheck = CheckState & {
  required: boolean;
  satisfied: boolean;
  checks: { method: string; provider: string; result: "passed" | "pending" | "failed"; checkedAt: string }[];
};

const KNOWN_METHODS = new Set(["declared_dob", "id_document"]);

/** /age-check: where the fan's age assurance stands, and the identity-document check (GET/POST /api/users/age-check). */
export function AgeCheckView({ retentionDays }: { retentionDays: number }) {
  const t = useTranslations("Identity");
  const locale = useLocale();
  const { data, mutate } = useSWR<{ ageCheck: AgeCheck }>("/api/users/age-check");
  const upload = useIdentityUpload("/api/users/age-check", () => mutate());
  const state = data?.ageCheck;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("ageTitle")}</h1>
        <p className="mt-2 text-muted">{t("ageIntro")}</p>
      </header>
      {!state ? (
        <PageSpinner />
      ) : (
        <>
          <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 text-sm" data-testid="age-requirement">
            <p className="font-medium">{state.required ? t("required") : t("notRequired")}</p>
            <p className="mt-1 text-muted">{state.satisfied ? t("satisfied") : t("notSatisfied")}</p>
          </div>
          {state.status !== "none" && <StatusCard state={state} approvedText={t("ageDone")} />}
          {(state.status === "none" || state.status === "rejected") && (
            <form onSubmit={upload.submit} noValidate className="space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-5" data-testid="age-check-form">
              <FileField name="idDocument" label={t("idDocument")} />
              <FileField name="selfie" label={t("selfie")} />
              <p className="text-xs text-subtle">{t("fileHint", { days: retentionDays })}</p>
              {upload.problem && (
                <p role="alert" className="text-sm text-danger">
                  {upload.problem.text}
                </p>
              )}
              <Button type="submit" loading={upload.busy}>
                {t("startAgeCheck")}
              </Button>
            </form>
          )}
          <section aria-labelledby="age-history">
            <h2 id="age-history" className="mb-2 text-lg font-semibold">
              {t("history")}
            </h2>
            <ul className="space-y-1 text-sm text-muted">
              {state.checks.map((c) => (
                <li key={`${c.method}-${c.checkedAt}`}>
                  {KNOWN_METHODS.has(c.method) ? t(`method_${c.method as "declared_dob" | "id_document"}`) : c.method} · {t(`result_${c.result}`)} ·{" "}
                  <time dateTime={c.checkedAt}>{formatDate(locale, c.checkedAt)}</time>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
