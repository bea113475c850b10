"use client";

import { useLocale, useTranslations } from "next-intl";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { useMoney } from "@/components/payments/money";
import { formatCount, formatDateTime } from "@/shared/format";
import type { MassMessage } from "./types";

/** The creator's past mass messages (GET /api/chat/mass-messages): progress while delivering, then delivered / opened / bought. */
export function MassMessageList({ items, error }: { items: MassMessage[] | undefined; error: unknown }) {
  const t = useTranslations("MassMessages");
  if (error) return <ErrorBanner message={t("loadFailed")} />;
  if (!items) {
    return (
      <div className="flex justify-center py-6 text-accent">
        <Spinner />
      </div>
    );
  }
  if (items.length === 0) return <p className="py-4 text-sm text-muted" data-testid="mass-messages-empty">{t("empty")}</p>;
  return (
    <ul className="space-y-3" data-testid="mass-message-list">
      {items.map((m) => (
        <MassMessageRow key={m._id} m={m} />
      ))}
    </ul>
  );
}

function MassMessageRow({ m }: { m: MassMessage }) {
  const t = useTranslations("MassMessages");
  const locale = useLocale();
  const money = useMoney();
  const handled = m.delivered + m.skipped;
  // the audience is counted when delivery starts (total 0 until then)
  const percent = m.status === "done" ? 100 : m.total > 0 ? Math.min(100, Math.round((handled / m.total) * 100)) : 0;
  const figures: [string, number][] = [
    ["delivered", m.delivered],
    ["opened", m.opened],
    ["bought", m.bought],
  ];
  return (
    <li className="rounded-xl border border-line bg-surface-2/40 p-3" data-testid="mass-message" data-status={m.status}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted">
        <span>
          <bdi>{t(`audience.${m.audience}`)}</bdi>
          {m.price !== null && (
            <>
              {" · "}
              <bdi data-testid="mass-message-price">{money.format(m.price)}</bdi>
            </>
          )}
        </span>
        <time dateTime={m.createdAt}>{formatDateTime(locale, m.createdAt)}</time>
      </div>
      <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-wrap text-ink" dir="auto">
        {m.text}
      </p>
      <div className="mt-2">
        <div className="flex items-center justify-between text-xs">
          <span className={m.status === "done" ? "text-ok" : "text-warn"} data-testid="mass-message-state">
            {m.status === "done" ? t("statusDone") : m.status === "sending" ? t("statusSending", { done: formatCount(locale, handled), total: formatCount(locale, m.total) }) : t("statusQueued")}
          </span>
          {m.skipped > 0 && <span className="text-subtle">{t("skipped", { count: m.skipped, n: formatCount(locale, m.skipped) })}</span>}
        </div>
        <div
          className="mt-1 h-1.5 overflow-hidden rounded-full bg-line/60"
          role="progressbar"
          aria-label={t("progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {figures.map(([key, n]) => (
          <div key={key} className="rounded-lg bg-surface px-2 py-1.5">
            <dt className="text-[11px] text-muted">{t(key)}</dt>
            <dd className="font-semibold text-ink" data-testid={`mass-message-${key}`}>
              {formatCount(locale, n)}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
