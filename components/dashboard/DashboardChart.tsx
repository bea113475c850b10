"use client";

import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useLocale } from "next-intl";
import { directionOf } from "@/i18n/locales";
import { PlotCanvas, type PlotSeries } from "@/components/charts/PlotCanvas";
import { axisLabel, pointName } from "./format";
import { card } from "@/components/ui/card-styles";

interface DashboardChartProps {
  id: string;
  title: string;
  /** the range's figures in words (the chart's text alternative, with the table) */
  summary: ReactNode;
  /** the point keys (UTC buckets), oldest first */
  dates: string[];
  series: PlotSeries[];
  kind: "stacked" | "lines";
  /** a value on the axis (compact) and in the table and the hovered line (whole) */
  axisValue: (v: number) => string;
  cellValue: (v: number) => string;
  caption: string;
  /** the table's first column: "Day", "Week of", "Month" */
  pointHeading: string;
  /** a last column (e.g. the point's total), with its heading */
  total?: { heading: string; of: (index: number) => string };
  testId: string;
  children?: ReactNode;
}

/**
 * One of the dashboard's charts (components/charts/PlotCanvas.tsx) with its text alternative: a
 * summary, a visible legend and a visually hidden table of every point; the canvas is aria-hidden.
 */
export function DashboardChart(props: DashboardChartProps) {
  const { id, title, summary, dates, series, kind, axisValue, cellValue, caption, pointHeading, total, testId, children } = props;
  const locale = useLocale();
  const [hovered, setHovered] = useState<number | null>(null);
  const onHover = useCallback((i: number | null) => setHovered(i), []);
  const xLabel = useCallback((i: number) => (dates[i] ? axisLabel(locale, dates[i]) : ""), [dates, locale]);
  const hoveredText = useMemo(() => {
    if (hovered === null || !dates[hovered]) return "";
    return [pointName(locale, dates[hovered]), ...series.map((s) => `${s.label} ${cellValue(s.values[hovered] ?? 0)}`)].join(" · ");
  }, [hovered, dates, series, locale, cellValue]);

  return (
    <section className={card} aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid={`${testId}-summary`}>
        {summary}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden>
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span className="size-3 shrink-0 rounded-sm" style={{ background: `var(${s.color})` }} />
            {s.label}
          </li>
        ))}
      </ul>
      <p className="mt-2 min-h-5 text-sm font-medium tabular-nums" aria-hidden>
        {hoveredText}
      </p>
      <figure className="mt-2">
        <div aria-hidden>
          <PlotCanvas series={series} xLabel={xLabel} yLabel={axisValue} rtl={directionOf(locale) === "rtl"} kind={kind} onHover={onHover} testId={`${testId}-canvas`} />
        </div>
        {/* a wide table (one column per series) inside a clipped box: a table is never narrower than its content, so sr-only on it would widen the page */}
        <div className="sr-only">
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{pointHeading}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
                {total && <th scope="col">{total.heading}</th>}
              </tr>
            </thead>
            <tbody>
              {dates.map((d, i) => (
                <tr key={d}>
                  <th scope="row">{pointName(locale, d)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{cellValue(s.values[i] ?? 0)}</td>
                  ))}
                  {total && <td>{total.of(i)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
      {children}
    </section>
  );
}
