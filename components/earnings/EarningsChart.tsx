"use client";

import { useCallback, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { directionOf } from "@/i18n/locales";
import { formatMoney, formatMoneyCompact } from "@/shared/money";
import { SERIES_RANGES, type SeriesRange } from "@/shared/schemas/earnings";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { PlotCanvas } from "@/components/charts/PlotCanvas";
import { pointLabel, pointName } from "./format";
import { useSeries } from "./useEarnings";
import { card } from "@/components/ui/card-styles";

/** Net earnings per day (30 days) or per month (12 months), with a summary and a table for screen readers. */
export function EarningsChart() {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const [range, setRange] = useState<SeriesRange>("30d");
  const { data, error, isLoading } = useSeries(range);
  const [hovered, setHovered] = useState<number | null>(null);
  const onHover = useCallback((i: number | null) => setHovered(i), []);

  const points = data?.range === range ? data.points : null;
  const money = (amount: number) => formatMoney(locale, amount, data?.currency ?? "TND");
  const total = points?.reduce((sum, p) => sum + Math.round(p.net * 100), 0) ?? 0;
  const summary = points ? t(range === "30d" ? "chartSummary30d" : "chartSummary12m", { total: money(total / 100) }) : "";
  const hoveredPoint = points && hovered !== null ? points[hovered] : undefined;
  const title = t("chartTitle");
  const series = useMemo(() => (points ? [{ label: title, values: points.map((p) => p.net), color: "--color-accent" }] : []), [points, title]);
  const currency = data?.currency ?? "TND";
  const xLabel = useCallback((i: number) => (points?.[i] ? pointLabel(locale, points[i].date) : ""), [points, locale]);
  const yLabel = useCallback((v: number) => formatMoneyCompact(locale, v, currency), [locale, currency]);

  return (
    <section className={card} aria-labelledby="chart-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="chart-title" className="text-lg font-semibold">
          {t("chartTitle")}
        </h2>
        <div role="group" aria-label={t("rangeLabel")} className="inline-flex rounded-full border border-line bg-surface-2 p-1">
          {SERIES_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => {
                setRange(r);
                setHovered(null);
              }}
              className={clsx(
                "rounded-full px-3 py-1 text-sm font-medium transition",
                range === r ? "bg-accent/20 text-ink" : "text-muted hover:text-ink",
              )}
            >
              {t(`range_${r}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="chart-summary">
        {summary}
      </p>
      <p className="mt-3 min-h-5 text-sm font-medium tabular-nums" aria-hidden>
        {hoveredPoint ? `${pointName(locale, hoveredPoint.date)} · ${money(hoveredPoint.net)}` : ""}
      </p>
      {error && <ErrorBanner message={t("loadFailed")} />}
      {!points && isLoading && (
        <div className="flex h-56 items-center justify-center text-accent sm:h-64">
          <Spinner className="size-6" label={t("loading")} />
        </div>
      )}
      {points && (
        <figure className="mt-2">
          <div aria-hidden>
            <PlotCanvas series={series} xLabel={xLabel} yLabel={yLabel} rtl={directionOf(locale) === "rtl"} onHover={onHover} testId="earnings-chart" />
          </div>
          <table className="sr-only">
            <caption>{t(range === "30d" ? "chartTableCaption30d" : "chartTableCaption12m")}</caption>
            <thead>
              <tr>
                <th scope="col">{t(range === "30d" ? "chartDay" : "chartMonth")}</th>
                <th scope="col">{t("colNet")}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{pointName(locale, p.date)}</th>
                  <td>{money(p.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </section>
  );
}
