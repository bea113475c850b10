"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/shared/format";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { ApiError } from "@/client/api-error";

export type ModerationCaseData = {
  _id: string;
  reference: string;
  decidedAt: string | null;
  statement: { title: string; lines: string[]; ruleSection: string; ruleHeading: string };
  appeal: { status: string; outcome: string | null; decisionReason: string | null } | null;
  canAppeal: boolean;
};

/** The statement of reasons (already in the reader's language) and the appeal form, or the appeal's state. */
/** `token`: the statement e-mail's token, sent with the appeal when the author is not signed in. */
export function ModerationCase({ data, token = null }: { data: ModerationCaseData; token?: string | null }) {
  const t = useTranslations("Moderation");
  const locale = useLocale();
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [appeal, setAppeal] = useState(data.appeal);

  async function send() {
    if (message.trim().length < 3) {
      setError(t("appealHelp"));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const res = await requestJson<{ appeal: NonNullable<ModerationCaseData["appeal"]> }>("/api/appeals", {
        method: "POST",
        body: JSON.stringify({ reportId: data._id, message: message.trim(), ...(token ? { token } : {}) }),
      });
      setAppeal(res.appeal);
    } catch (err) {
      if (err instanceof ApiError && err.code === "APPEAL_EXISTS") setError(t("appealExists"));
      else setError(t("appealFailed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <article className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6" data-testid="moderation-case">
      <header className="space-y-2">
        <p className="text-sm text-subtle">
          {t("caseReference")} <span dir="ltr">{data.reference}</span>
          {data.decidedAt && (
            <>
              {" · "}
              {t("decidedOn")} {formatDate(locale, data.decidedAt)}
            </>
          )}
        </p>
        <h1 className="text-2xl font-bold">{data.statement.title}</h1>
      </header>
      <section className="space-y-3 rounded-2xl border border-line bg-surface p-5">
        {data.statement.lines.map((line, i) => (
          <p key={i} dir="auto" className="leading-relaxed">
            {line}
          </p>
        ))}
        <p className="text-sm text-muted">
          {t("rule")}:{" "}
          <Link href={`/guidelines#${data.statement.ruleSection}`} className="text-accent underline">
            {data.statement.ruleHeading}
          </Link>
        </p>
      </section>
      <section className="space-y-3" aria-labelledby="appeal-heading">
        <h2 id="appeal-heading" className="text-lg font-semibold">
          {t("appealTitle")}
        </h2>
        {appeal ? (
          <div role="status" className="rounded-2xl border border-line bg-surface-2 p-4" data-testid="appeal-status">
            <p>{t(`appealStatus.${appeal.outcome ?? "open"}` as "appealStatus.open")}</p>
            {appeal.decisionReason && (
              <p className="mt-1 text-sm text-muted" dir="auto">
                {t("appealReason")} {appeal.decisionReason}
              </p>
            )}
          </div>
        ) : (
          <>
            <p className="text-sm text-muted">{t("appealHelp")}</p>
            <label className="block">
              <span className="mb-1.5 block text-sm font-medium text-muted">{t("appealMessage")}</span>
              <textarea
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                maxLength={3000}
                rows={5}
                dir="auto"
                className={inputClasses(false, "h-auto py-3")}
                data-testid="appeal-message"
              />
            </label>
            <ErrorBanner message={error} />
            <Button type="button" onClick={() => void send()} loading={sending} data-testid="appeal-send">
              {t("appealSend")}
            </Button>
          </>
        )}
      </section>
    </article>
  );
}
