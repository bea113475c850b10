"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { requestJson } from "@/client/request";
import { statusOf } from "@/client/api-error";
import { REPORT_REASONS, type ReportReason, type ReportTargetType } from "@/shared/schemas/reports";

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: string;
}

/** The report dialog of a post, comment, message or profile: a reason, optional details, then the reference. */
export function ReportDialog({ open, onClose, targetType, targetId }: ReportDialogProps) {
  const t = useTranslations("Moderation");
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  function close() {
    setReason(null);
    setDetails("");
    setError(null);
    setReference(null);
    onClose();
  }

  async function send() {
    if (!reason) {
      setError(t("chooseReason"));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const res = await requestJson<{ report: { reference: string } }>("/api/reports", {
        method: "POST",
        body: JSON.stringify({ targetType, targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) }),
      });
      setReference(res.report.reference);
    } catch (err) {
      const status = statusOf(err);
      setError(status === 429 ? t("tooMany") : status === 404 ? t("notFound") : t("failed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={t(`title.${targetType}`)} closeLabel={t("close")}>
      <div className="space-y-4 px-5 py-4" data-testid="report-dialog">
        {reference ? (
          <div role="status" className="space-y-3">
            <p className="font-medium">{t("thanks")}</p>
            <p className="text-sm text-muted">
              {t("referenceIs")}{" "}
              <strong dir="ltr" data-testid="report-reference">
                {reference}
              </strong>
            </p>
            <p className="text-sm text-muted">{t("outcomeLater")}</p>
            <Button type="button" onClick={close}>
              {t("close")}
            </Button>
          </div>
        ) : (
          <>
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm text-muted">{t("why")}</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2 hover:bg-surface-2">
                  <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="mt-1 accent-[var(--color-accent)]" />
                  <span>
                    <span className="block text-sm font-medium">{t(`reasons.${r}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <label className="block text-sm">
              <span className="text-muted">{t("details")}</span>
              <textarea
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                maxLength={2000}
                rows={3}
                dir="auto"
                className="mt-1 w-full rounded-xl border border-line bg-surface-2 px-3 py-2 text-ink"
              />
            </label>
            <ErrorBanner message={error} />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={close}>
                {t("cancel")}
              </Button>
              <Button type="button" onClick={() => void send()} loading={sending} data-testid="report-submit">
                {t("send")}
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
