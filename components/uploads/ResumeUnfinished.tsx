"use client";

import { useEffect, useRef, useState } from "react";
import { RotateCcw, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { formatCount } from "@/shared/format";
import { discardUnfinished, unfinishedUploads, type Unfinished, type UploadOrigin } from "./resumable";

/**
 * After a reload: the uploads of this browser that did not finish (tus-js-client's URL storage).
 * The browser cannot reopen a file by itself, so the member chooses it again; the upload then
 * goes on from where the server stopped (same file: same fingerprint). Or discards it.
 */
export function ResumeUnfinished({ origin, onResume }: { origin: UploadOrigin; onResume: (file: File) => void }) {
  const t = useTranslations("Uploads");
  const locale = useLocale();
  const [list, setList] = useState<Unfinished[]>([]);
  const [choosing, setChoosing] = useState<Unfinished | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    void unfinishedUploads(origin).then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, [origin]);

  function choose(u: Unfinished) {
    setChoosing(u);
    if (input.current) {
      input.current.accept = u.filetype || "";
      input.current.click();
    }
  }

  function picked(file: File | undefined) {
    const u = choosing;
    setChoosing(null);
    if (!file || !u) return;
    if (file.name !== u.filename || file.size !== u.size) return void toast.error(t("resumeWrongFile", { name: u.filename }));
    setList((l) => l.filter((x) => x.key !== u.key));
    onResume(file);
  }

  async function discard(u: Unfinished) {
    setList((l) => l.filter((x) => x.key !== u.key));
    await discardUnfinished(u);
  }

  if (list.length === 0) return null;
  return (
    <section className="rounded-xl border border-accent/40 bg-accent/5 p-3" aria-labelledby={`resume-${origin}`} data-testid="resume-unfinished">
      <h3 id={`resume-${origin}`} className="text-sm font-semibold text-ink">
        {t("resumeTitle")}
      </h3>
      <p className="mt-0.5 text-xs text-muted">{t("resumeHint")}</p>
      <ul className="mt-2 space-y-1.5">
        {list.map((u) => (
          <li key={u.key} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate" dir="auto">
              {u.filename}
            </span>
            <span className="text-xs text-subtle tabular-nums">{t("sizeMb", { n: formatCount(locale, Math.max(1, Math.round(u.size / (1024 * 1024)))) })}</span>
            <Button variant="secondary" size="sm" onClick={() => choose(u)} aria-label={t("resumeChoose", { name: u.filename })}>
              <RotateCcw className="size-4 rtl:-scale-x-100" aria-hidden />
              {t("resumeAction")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void discard(u)} aria-label={t("resumeDiscard", { name: u.filename })}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <input ref={input} type="file" hidden data-testid="resume-file" onChange={(e) => { picked(e.target.files?.[0]); e.target.value = ""; }} />
    </section>
  );
}
