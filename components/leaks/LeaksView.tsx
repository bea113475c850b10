"use client";

import { useEffect, useId, useState } from "react";
import { ShieldAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { card } from "@/components/ui/card-styles";
import { useBlock } from "@/components/blocks/useBlock";
import { formatDate, formatPercent } from "@/shared/format";
import { sendTrace, type Suspect, type TraceResult, type TraceStatus } from "./trace-api";
import { FilePicker } from "@/components/ui/FilePicker";

/** How often a long video's trace is asked for while it runs. */
const POLL_MS = 3000;

type Phase = { step: "idle" } | { step: "sending"; share: number } | { step: "tracing"; traceId: string } | { step: "done"; result: TraceResult } | { step: "failed"; message: string };

function confidenceText(locale: string, confidence: number): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(confidence);
}

function SuspectRow({ suspect, traceId }: { suspect: Suspect; traceId: string }) {
  const t = useTranslations("Leaks");
  const locale = useLocale();
  const block = useBlock(suspect.username);
  const [reported, setReported] = useState(false);
  const [reporting, setReporting] = useState(false);

  async function report() {
    setReporting(true);
    try {
      // a report against the fan's account, reason copyright, naming the trace (the moderation queue: lib/moderation/reports.ts)
      await requestJson("/api/reports", {
        method: "POST",
        body: JSON.stringify({ targetType: "user", targetId: suspect.userId, reason: "copyright", details: t("reportDetails", { traceId, confidence: confidenceText("en", suspect.confidence) }) }),
      });
      setReported(true);
      toast.success(t("reported", { username: suspect.username }));
    } catch (err) {
      toast.error(serverMessage(err, t("reportFailed")));
    } finally {
      setReporting(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="leak-suspect">
      <div className="min-w-0 flex-1">
        <p className="font-medium" dir="ltr">
          @{suspect.username}
        </p>
        <p className="text-sm text-muted">
          {t("confidence", { value: confidenceText(locale, suspect.confidence) })} · {t("firstAccess", { date: formatDate(locale, suspect.firstAccessAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" loading={block.busy} disabled={block.blocked} onClick={() => void block.toggle()}>
          {block.blocked ? t("blocked") : t("block")}
        </Button>
        <Button size="sm" variant="secondary" loading={reporting} disabled={reported} onClick={() => void report()}>
          {reported ? t("reportSent") : t("report")}
        </Button>
      </div>
    </li>
  );
}

function Result({ result, username }: { result: TraceResult; username: string }) {
  const t = useTranslations("Leaks");
  return (
    <section className={`${card} space-y-4`} aria-labelledby="leak-result-heading" data-testid="leak-result">
      <h2 id="leak-result-heading" className="text-lg font-semibold">
        {t("resultTitle")}
      </h2>
      {!result.media ? (
        <p className="text-muted">{t("notFound")}</p>
      ) : (
        <>
          <p>
            {t("mediaFound")}{" "}
            {result.media.postId ? (
              <Link href={`/profile/${encodeURIComponent(username)}?post=${encodeURIComponent(result.media.postId)}`} className="font-medium text-accent hover:underline">
                {t("openPost")}
              </Link>
            ) : (
              <span className="text-muted">{t("chatMedium")}</span>
            )}
          </p>
          {result.suspects.length === 0 ? (
            <p className="text-muted" data-testid="leak-no-suspect">
              {t("noSuspect")}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted">{t("suspectsHint")}</p>
              <ul className="divide-y divide-line rounded-xl border border-line">
                {result.suspects.map((s) => (
                  <SuspectRow key={s.userId} suspect={s} traceId={result.traceId} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** /leaks: upload a leaked copy (progress shown), then the medium found and the fans suspected, with block and report. */
export function LeaksView({ username }: { username: string }) {
  const t = useTranslations("Leaks");
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });

  // a long video's trace runs as a job: asked for every POLL_MS until done or refused
  const tracing = phase.step === "tracing" ? phase.traceId : null;
  useEffect(() => {
    if (!tracing) return;
    let stopped = false;
    const tick = async () => {
      try {
        const s = await requestJson<TraceStatus>(`/api/leaks/trace/${encodeURIComponent(tracing)}`);
        if (stopped) return;
        if (s.status === "done") setPhase({ step: "done", result: { traceId: s.traceId, media: s.media, suspects: s.suspects } });
        else timer = setTimeout(() => void tick(), POLL_MS);
      } catch (err) {
        if (!stopped) setPhase({ step: "failed", message: serverMessage(err, t("failed")) });
      }
    };
    let timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [tracing, t]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!file) return;
    setPhase({ step: "sending", share: 0 });
    try {
      const answer = await sendTrace(file, (share) => setPhase({ step: "sending", share }));
      if ("queued" in answer) setPhase({ step: "tracing", traceId: answer.traceId });
      else setPhase({ step: "done", result: answer });
    } catch (err) {
      setPhase({ step: "failed", message: serverMessage(err, t("failed")) });
    }
  }

  const busy = phase.step === "sending" || phase.step === "tracing";
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <ShieldAlert className="size-7 text-accent" aria-hidden />
          {t("title")}
        </h1>
        <p className="mt-2 text-muted">{t("subtitle")}</p>
      </header>
      <form className={`${card} space-y-4`} onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <div>
          <label htmlFor={inputId} className="block font-medium">
            {t("fileLabel")}
          </label>
          <p id={hintId} className="mt-1 text-sm text-muted">
            {t("fileHint")}
          </p>
          <div className="mt-3">
            <FilePicker
              id={inputId}
              name="file"
              accept="image/*,video/mp4,video/webm,video/quicktime"
              describedBy={hintId}
              disabled={busy}
              onFile={setFile}
            />
          </div>
        </div>
        <Button type="submit" loading={busy} disabled={!file || busy}>
          {t("submit")}
        </Button>
        {phase.step === "sending" && (
          <div>
            <label htmlFor={`${inputId}-progress`} className="text-sm text-muted">
              {t("sending", { percent: formatPercent(locale, phase.share) })}
            </label>
            <progress id={`${inputId}-progress`} className="mt-1 block h-2 w-full accent-[var(--color-accent)]" max={1} value={phase.share} />
          </div>
        )}
        <p role="status" aria-live="polite" className="text-sm text-muted">
          {phase.step === "tracing" ? t("tracing") : phase.step === "sending" && phase.share >= 1 ? t("analysing") : ""}
        </p>
      </form>
      {phase.step === "failed" && <ErrorBanner message={phase.message} />}
      {phase.step === "done" && <Result result={phase.result} username={username} />}
    </div>
  );
}
