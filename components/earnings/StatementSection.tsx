"use client";

import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { formatMoney } from "@/shared/money";
import type { StatementEntryAnswer, StatementStatus } from "@/shared/answers/money";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { shiftMonth, utcDay, utcMonth } from "./format";
import { statementUrl, useStatementPages } from "./useEarnings";
import { card } from "@/components/ui/card-styles";

const STATUS_STYLES: Record<StatementStatus, string> = {
  pending: "bg-warn/15 text-warn",
  available: "bg-ok/15 text-ok",
  refunded: "bg-danger/15 text-danger",
  charged_back: "bg-danger/15 text-danger",
  in_transit: "bg-accent-2/15 text-accent-2",
  sent: "bg-surface-2 text-muted",
  failed: "bg-danger/15 text-danger",
  returned: "bg-ok/15 text-ok",
};

/** A month's statement: every change of the balance, month by month, a page at a time, with its CSV download. */
export function StatementSection({ month, currentMonth, onMonth }: { month: string; currentMonth: string; onMonth: (month: string) => void }) {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const { data, error, isLoading, isValidating, size, setSize } = useStatementPages(month);
  const pages = data ?? [];
  const first = pages[0]?.month === month ? pages[0] : null;
  const statement = first && { ...first, entries: pages.flatMap((p) => p.entries) };
  const more = pages[pages.length - 1]?.nextCursor != null;
  const money = (amount: number | null) => (amount === null ? "—" : formatMoney(locale, amount, first?.currency ?? "TND"));
  const fan = (e: StatementEntryAnswer) => (e.kind === "payout" ? t("kind_payout") : (e.fan?.publicName ?? t("fanDeleted")));
  const status = (e: StatementEntryAnswer) => (
    <span className={clsx("whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_STYLES[e.status])}>{t(`status_${e.status}`)}</span>
  );

  return (
    <section className={card} aria-labelledby="statement-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="statement-title" className="text-lg font-semibold">
            {t("statementTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("statementHelp")}</p>
        </div>
        <a href={statementUrl(month, "csv")} download className={buttonClasses("secondary", "sm")} data-testid="statement-csv">
          <Download className="size-4" aria-hidden />
          {t("downloadCsv")}
        </a>
      </div>
      <div className="mt-4 flex items-center justify-between gap-2 rounded-xl border border-line bg-surface-2 p-1">
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label={t("previousMonth")}
          className="rounded-lg p-2 text-muted transition hover:bg-surface hover:text-ink"
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
        <p className="font-medium" aria-live="polite" data-testid="statement-month">
          {utcMonth(locale, month)}
        </p>
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, 1))}
          disabled={month >= currentMonth}
          aria-label={t("nextMonth")}
          className="rounded-lg p-2 text-muted transition hover:bg-surface hover:text-ink disabled:opacity-30 disabled:hover:bg-transparent"
        >
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
      </div>

      {error && <div className="mt-4"><ErrorBanner message={t("loadFailed")} /></div>}
      {!statement && isLoading && (
        <div className="flex justify-center py-10 text-accent">
          <Spinner className="size-6" label={t("loading")} />
        </div>
      )}
      {statement && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ["totalGross", statement.totals.gross],
                ["totalFee", statement.totals.fee],
                ["totalNet", statement.totals.net],
                ["totalPayouts", statement.totals.payouts],
              ] as const
            ).map(([key, amount]) => (
              <div key={key} className="min-w-0 rounded-xl bg-surface-2 px-3 py-2">
                <dt className="truncate text-xs text-muted">{t(key)}</dt>
                <dd className="font-semibold tabular-nums" data-testid={`statement-${key}`}>
                  {money(amount)}
                </dd>
              </div>
            ))}
          </dl>
          {statement.entries.length === 0 ? (
            <p className="mt-6 text-center text-sm text-muted">{t("noEntries")}</p>
          ) : (
            <>
              {/* a table from 768 px, cards below */}
              <div className="mt-4 hidden overflow-x-auto md:block">
                <table className="w-full text-sm" data-testid="statement-table">
                  <caption className="sr-only">{t("statementCaption", { month: utcMonth(locale, month) })}</caption>
                  <thead className="border-b border-line text-xs text-subtle">
                    <tr>
                      {(["colDate", "colKind", "colFan", "colGross", "colFee", "colNet", "colStatus"] as const).map((c) => (
                        <th key={c} scope="col" className={clsx("px-2 py-2 font-medium", ["colGross", "colFee", "colNet"].includes(c) ? "text-end" : "text-start")}>
                          {t(c)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line/60">
                    {statement.entries.map((e, i) => (
                      <tr key={i}>
                        <td className="whitespace-nowrap px-2 py-2.5 text-muted">{utcDay(locale, e.date)}</td>
                        <td className="px-2 py-2.5">{t(`kind_${e.kind}`)}</td>
                        <td className="max-w-40 truncate px-2 py-2.5">
                          <bdi>{fan(e)}</bdi>
                        </td>
                        <td className="whitespace-nowrap px-2 py-2.5 text-end tabular-nums text-muted">{money(e.gross)}</td>
                        <td className="whitespace-nowrap px-2 py-2.5 text-end tabular-nums text-muted">{money(e.fee)}</td>
                        <td className={clsx("whitespace-nowrap px-2 py-2.5 text-end font-semibold tabular-nums", e.net < 0 && "text-danger")}>{money(e.net)}</td>
                        <td className="px-2 py-2.5">
                          {status(e)}
                          {e.status === "pending" && <span className="ms-2 text-xs text-subtle">{t("availableOn", { date: utcDay(locale, e.availableOn) })}</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="mt-4 divide-y divide-line/60 md:hidden" data-testid="statement-cards">
                {statement.entries.map((e, i) => (
                  <li key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                    <span className="min-w-0 flex-1 truncate font-medium">
                      <bdi>{fan(e)}</bdi>
                    </span>
                    <span className={clsx("font-semibold tabular-nums", e.net < 0 && "text-danger")}>{money(e.net)}</span>
                    <span className="w-full text-xs text-muted">
                      {utcDay(locale, e.date)} · {t(`kind_${e.kind}`)}
                      {e.gross !== null && ` · ${t("grossFee", { gross: money(e.gross), fee: money(e.fee) })}`}
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      {status(e)}
                      {e.status === "pending" && <span className="text-xs text-subtle">{t("availableOn", { date: utcDay(locale, e.availableOn) })}</span>}
                    </span>
                  </li>
                ))}
              </ul>
              {more && (
                <div className="mt-4 flex justify-center">
                  <Button variant="secondary" size="sm" loading={isValidating && size > pages.length} onClick={() => void setSize(size + 1)}>
                    {t("loadMore")}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
