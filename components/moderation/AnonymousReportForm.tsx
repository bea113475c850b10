"use client";

import { useState, type FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useSession } from "@/client/session";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TextField } from "@/components/ui/TextField";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";
import { REPORT_REASONS, type ReportReason } from "@/shared/schemas/reports";

/**
 * The /report form: the address of a post or profile, a reason, details and (for visitors who are
 * not signed in) an e-mail for the outcome: POST /api/reports {url, reason, details?, email, locale}.
 */
export function AnonymousReportForm() {
  const t = useTranslations("Moderation");
  const locale = useLocale();
  const signedIn = useSession().status === "authenticated";
  const [url, setUrl] = useState("");
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);

  async function send(e: FormEvent) {
    e.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!url.trim()) missing.url = [t("urlRequired")];
    if (!reason) missing.reason = [t("chooseReason")];
    if (!signedIn && !email.trim()) missing.email = [t("emailRequired")];
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSending(true);
    setBanner(null);
    try {
      const body = { url: url.trim(), reason, ...(details.trim() ? { details: details.trim() } : {}), ...(signedIn ? {} : { email: email.trim(), locale }) };
      const res = await requestJson<{ report: { reference: string } }>("/api/reports", { method: "POST", body: JSON.stringify(body) });
      setReference(res.report.reference);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setErrors({ url: [t("urlNotFound")] });
      else if (err instanceof ApiError && err.status === 429) setBanner(t("tooMany"));
      else if (err instanceof ApiError && err.status === 400 && err.errors?.email) setErrors({ email: [t("emailInvalid")] });
      else setBanner(t("failed"));
    } finally {
      setSending(false);
    }
  }

  if (reference) {
    return (
      <div role="status" className="mt-8 flex items-start gap-3 rounded-2xl border border-ok/40 bg-ok/10 p-5">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ok" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">{t("thanks")}</p>
          <p className="text-sm text-muted">
            {t("referenceIs")} <strong dir="ltr">{reference}</strong>
          </p>
          <p className="text-sm text-muted">{signedIn ? t("outcomeLater") : t("outcomeByMail")}</p>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="mt-8 space-y-5" data-testid="report-form">
      <TextField label={t("url")} value={url} onChange={(e) => setUrl(e.target.value)} maxLength={500} dir="ltr" placeholder="https://…/profile/…" errors={errors.url} />
      <div>
        <label htmlFor="report-reason" className="mb-1.5 block text-sm font-medium text-muted">
          {t("why")}
        </label>
        <select
          id="report-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          className={inputClasses(Boolean(errors.reason))}
          aria-invalid={errors.reason ? true : undefined}
        >
          <option value="">{t("chooseReason")}</option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
        {errors.reason && <p className="mt-1 text-sm text-danger">{errors.reason[0]}</p>}
      </div>
      <label className="block">
        <span className="mb-1.5 block text-sm font-medium text-muted">{t("details")}</span>
        <textarea value={details} onChange={(e) => setDetails(e.target.value)} maxLength={2000} rows={4} dir="auto" className={inputClasses(false, "h-auto py-3")} />
      </label>
      {!signedIn && <TextField label={t("email")} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} dir="ltr" errors={errors.email} />}
      <ErrorBanner message={banner} />
      <Button type="submit" loading={sending}>
        {t("send")}
      </Button>
    </form>
  );
}
