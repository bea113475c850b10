"use client";

import { useEffect, useRef, useState } from "react";
import { Pause, Play, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatCount, formatPercent } from "@/shared/format";
import type { UploadItem } from "./useResumableUploads";

/** Steps at which progress is announced to screen readers (every 25 %), besides every change of state. */
const ANNOUNCE_STEP = 25;

/**
 * One progress bar per file being sent: percent and time left, pause/resume and cancel. A polite
 * live region tells screen readers each quarter and each change (paused, reconnecting, done,
 * failed) without reading every percent.
 */
export function UploadProgressList({ items, onPause, onResume, onCancel }: { items: UploadItem[]; onPause: (key: string) => void; onResume: (key: string) => void; onCancel: (key: string) => void }) {
  const t = useTranslations("Uploads");
  const locale = useLocale();
  const [announcement, setAnnouncement] = useState("");
  const told = useRef(new Map<string, string>());

  useEffect(() => {
    for (const item of items) {
      const percent = item.total ? Math.floor((item.sent / item.total) * 100) : 0;
      const step = item.status === "uploading" ? `p${Math.floor(percent / ANNOUNCE_STEP)}` : item.status;
      if (told.current.get(item.key) === step) continue;
      const first = !told.current.has(item.key);
      told.current.set(item.key, step);
      if (first && item.status === "uploading" && percent < ANNOUNCE_STEP) continue;
      setAnnouncement(t("announce", { name: item.name, state: stateText(item) }));
    }
    // stateText reads t and locale only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  function timeLeft(seconds: number | null): string {
    if (seconds === null) return "";
    if (seconds < 60) return t("leftSeconds", { n: formatCount(locale, Math.max(1, seconds)) });
    if (seconds < 3600) return t("leftMinutes", { n: formatCount(locale, Math.ceil(seconds / 60)) });
    return t("leftHours", { h: formatCount(locale, Math.floor(seconds / 3600)), m: formatCount(locale, Math.ceil((seconds % 3600) / 60)) });
  }

  function stateText(item: UploadItem): string {
    const percent = formatPercent(locale, item.total ? item.sent / item.total : 0);
    if (item.status === "uploading") return [percent, timeLeft(item.secondsLeft)].filter(Boolean).join(" · ");
    return `${percent} · ${t(item.status)}`;
  }

  if (items.length === 0) return null;
  return (
    <div>
      <ul className="space-y-2" aria-label={t("listLabel")} data-testid="upload-progress">
        {items.map((item) => {
          const value = item.total ? Math.round((item.sent / item.total) * 100) : 0;
          const active = item.status === "uploading" || item.status === "retrying";
          const ended = item.status === "done" || item.status === "cancelled";
          return (
            <li key={item.key} className="rounded-xl border border-line bg-canvas/60 p-2.5">
              <div className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-ink" dir="auto">
                  {item.name}
                </span>
                <span className="shrink-0 text-xs text-muted tabular-nums">{stateText(item)}</span>
                {!ended && (
                  <>
                    {active ? (
                      <button type="button" onClick={() => onPause(item.key)} aria-label={t("pause", { name: item.name })} className="rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-ink">
                        <Pause className="size-4" aria-hidden />
                      </button>
                    ) : item.status === "paused" ? (
                      <button type="button" onClick={() => onResume(item.key)} aria-label={t("resume", { name: item.name })} className="rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-ink">
                        <Play className="size-4 rtl:-scale-x-100" aria-hidden />
                      </button>
                    ) : null}
                    <button type="button" onClick={() => onCancel(item.key)} aria-label={t("cancel", { name: item.name })} className="rounded-full p-1.5 text-muted hover:bg-surface-2 hover:text-danger">
                      <X className="size-4" aria-hidden />
                    </button>
                  </>
                )}
              </div>
              <div
                role="progressbar"
                aria-label={t("progressLabel", { name: item.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                aria-valuetext={stateText(item)}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2"
              >
                <div
                  className={`h-full rounded-full transition-[width] ${item.status === "failed" ? "bg-danger" : item.status === "paused" || item.status === "retrying" ? "bg-muted" : "bg-accent"}`}
                  style={{ width: `${value}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}
