"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { signOut } from "@/client/session";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Download, MonitorSmartphone } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PasswordField } from "@/components/ui/PasswordField";
import { TextField } from "@/components/ui/TextField";
import { Link, useRouter } from "@/i18n/navigation";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { errorTextOf } from "@/client/error-texts";
import { useSchemaForm } from "@/client/forms/use-schema-form";
import { deleteAccountSchema } from "@/shared/schemas/privacy";

type ExportItem = { _id: string; status: "pending" | "ready" | "failed" | "expired"; createdAt: string; expiresAt: string | null; url?: string };
type Exports = { exports: ExportItem[]; nextExportAt: string | null };

/** An API refusal in the reader's language: the dictionary's text of its code when there is one (client/request.ts loaded it). */
function useErrorText() {
  return (err: unknown, fallback: string) => (err instanceof ApiError && err.code ? (errorTextOf(err.code, err.params) ?? fallback) : fallback);
}

/** Settings → Privacy: download my data, the sessions, delete my account (issue 26). */
export function PrivacySettings({ graceDays, exportDays }: { graceDays: number; exportDays: number }) {
  const t = useTranslations("Privacy");
  return (
    <div className="space-y-8">
      <ExportPanel exportDays={exportDays} />
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href="#sessions" className="inline-flex items-center gap-2 text-accent hover:underline">
          <MonitorSmartphone className="size-4" aria-hidden />
          {t("sessionsLink")}
        </a>
        <Link href="/privacy" className="text-accent hover:underline">
          {t("privacyPageLink")}
        </Link>
      </div>
      <DeletePanel graceDays={graceDays} />
    </div>
  );
}

function ExportPanel({ exportDays }: { exportDays: number }) {
  const t = useTranslations("Privacy");
  const format = useFormatter();
  const errorText = useErrorText();
  const { data, error, mutate } = useSWR<Exports>("/api/users/me/exports", {
    // while one is being prepared, look again every few seconds
    refreshInterval: (latest) => (latest?.exports.some((e) => e.status === "pending") ? 3000 : 0),
  });
  const [busy, setBusy] = useState(false);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  async function ask() {
    setBusy(true);
    try {
      await requestJson("/api/users/me/export", { method: "POST" });
      toast.success(t("exportAsked"));
    } catch (err) {
      toast.error(errorText(err, t("exportStatus_failed")));
    } finally {
      setBusy(false);
      await mutate();
    }
  }

  return (
    <div className="space-y-3" data-testid="privacy-export">
      <h3 className="font-semibold">{t("exportTitle")}</h3>
      <p className="text-sm text-muted">{t("exportText", { days: exportDays })}</p>
      {error && <ErrorBanner message={t("exportStatus_failed")} />}
      <ul className="divide-y divide-line rounded-xl border border-line empty:hidden">
        {(data?.exports ?? []).map((e) => (
          <li key={e._id} className="flex flex-wrap items-center gap-3 p-3" data-testid="export-item" data-status={e.status}>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {e.status === "ready" && e.expiresAt ? t("exportStatus_ready", { date: day(e.expiresAt) }) : t(`exportStatus_${e.status}`)}
              </p>
              <p className="text-xs text-muted">{t("exportAskedOn", { date: day(e.createdAt) })}</p>
            </div>
            {e.url && (
              <a href={e.url} download className={buttonClasses("primary", "sm")}>
                <Download className="size-4" aria-hidden />
                {t("exportDownload")}
              </a>
            )}
          </li>
        ))}
      </ul>
      {data && data.exports.length === 0 && <p className="text-sm text-muted">{t("exportNone")}</p>}
      {data?.nextExportAt ? (
        <p className="text-sm text-muted">{t("exportNext", { date: day(data.nextExportAt) })}</p>
      ) : (
        <Button loading={busy} disabled={!data} onClick={ask}>
          {t("exportButton")}
        </Button>
      )}
    </div>
  );
}

function DeletePanel({ graceDays }: { graceDays: number }) {
  const t = useTranslations("Privacy");
  const format = useFormatter();
  const errorText = useErrorText();
  const router = useRouter();
  const form = useSchemaForm(deleteAccountSchema, { password: "", code: "" });
  const [understood, setUnderstood] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const send = form.handleSubmit(
    async ({ password, code }) => {
      setBanner(null);
      try {
        const res = await requestJson<{ deletionScheduledFor: string }>("/api/users/me", {
          method: "DELETE",
          body: JSON.stringify({ password, ...(code ? { code } : {}) }),
        });
        toast.success(t("deleteDone", { date: format.dateTime(new Date(res.deletionScheduledFor), { dateStyle: "long" }) }));
        await signOut();
        router.replace("/");
      } catch (err) {
        setBanner(errorText(err, t("deleteFailed")));
      }
    },
    () => setBanner(t("deleteFailed")),
  );

  return (
    <form onSubmit={send} className="space-y-4 rounded-xl border border-red-500/40 p-4" data-testid="privacy-delete" noValidate>
      <h3 className="font-semibold text-danger">{t("deleteTitle")}</h3>
      <p className="text-sm text-muted">{t("deleteText", { days: graceDays })}</p>
      {banner && <ErrorBanner message={banner} />}
      <PasswordField label={t("deletePassword")} autoComplete="current-password" {...form.register("password")} />
      <TextField label={t("deleteCode")} inputMode="numeric" autoComplete="one-time-code" dir="ltr" {...form.register("code")} />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <span>{t("deleteConfirm", { days: graceDays })}</span>
      </label>
      <Button type="submit" disabled={!understood} loading={form.formState.isSubmitting}>
        {t("deleteButton")}
      </Button>
    </form>
  );
}
