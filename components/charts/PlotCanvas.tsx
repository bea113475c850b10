"use client";

import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import type uPlot from "uplot";

/** One series of a chart: its name, one value per point, and its colour (a theme variable, e.g. "--color-accent"). */
export type PlotSeries = { label: string; values: number[]; color: string };

interface PlotCanvasProps {
  /** one or more series of the same length (one value per point, oldest first) */
  series: PlotSeries[];
  /** the x axis's label of a point ("12 Nov") */
  xLabel: (index: number) => string;
  /** the y axis's label of a value ("1.2K TND", "12") */
  yLabel: (value: number) => string;
  rtl: boolean;
  /** bars (one series, or several stacked) or lines (several series side by side) */
  kind?: "bars" | "stacked" | "lines";
  /** the hovered point's index (null when the pointer leaves) */
  onHover: (index: number | null) => void;
  testId?: string;
}

/** The smallest gap between two x-axis labels, in CSS pixels. */
const LABEL_SPACE = 64;

/** Running totals, so that stacked bars drawn from the tallest down show each series' share. */
function cumulative(series: PlotSeries[]): number[][] {
  const out: number[][] = [];
  series.forEach((s, k) => out.push(s.values.map((v, i) => v + (k > 0 ? out[k - 1]![i]! : 0))));
  return out;
}

/**
 * A chart of `series` drawn by uPlot (docs/decisions/029-earnings-chart-uplot.md) on a canvas: the
 * earnings page's bars, the dashboard's stacked bars and lines (docs/decisions/065-one-chart-component.md).
 * uPlot needs the DOM: it is imported in the browser only, after mount, as its own chunk. In a
 * right-to-left language the chart mirrors (time runs right to left, the values' axis on the
 * right). Its text alternative is the caller's (a summary and a table).
 */
export function PlotCanvas({ series, xLabel, yLabel, rtl, kind = "bars", onHover, testId }: PlotCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  const labels = useRef({ xLabel, yLabel });
  useEffect(() => {
    hover.current = onHover;
    labels.current = { xLabel, yLabel };
  }, [onHover, xLabel, yLabel]);

  useEffect(() => {
    const el = box.current;
    if (!el || series.length === 0) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const css = getComputedStyle(document.documentElement);
      const color = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
      const [muted, line] = [color("--color-muted", "#a19cb0"), color("--color-line", "#2a2636")];
      const font = `12px ${getComputedStyle(el).fontFamily}`;
      const n = series[0]!.values.length;
      const size = () => ({ width: Math.max(el.clientWidth, 200), height: Math.max(el.clientHeight, 160) });
      // label every step-th point, counted back from the last (today, this month) so the latest is always named
      const xSplits = (u: uPlot) => {
        const fits = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / LABEL_SPACE));
        const step = Math.max(1, Math.ceil(n / fits));
        const out: number[] = [];
        for (let i = n - 1; i >= 0; i -= step) out.unshift(i);
        return out;
      };
      // stacked: running totals, drawn tallest first so each series shows above the one before
      const drawn = kind === "stacked" ? cumulative(series).map((values, k) => ({ ...series[k]!, values })).reverse() : series;
      const bars = UPlot.paths.bars!({ size: [drawn.length > 1 && kind !== "stacked" ? 0.9 : 0.72, 28], gap: 1, radius: 0.25 });
      const plotted: uPlot.Series[] = drawn.map((s) => {
        const c = color(s.color, "#fb7185");
        if (kind === "lines") return { label: s.label, stroke: c, width: 2, points: { show: n <= 31, size: 5, fill: c } };
        return { label: s.label, stroke: c, fill: /^#[0-9a-f]{6}$/i.test(c) ? `${c}cc` : c, width: 0, fillTo: 0, points: { show: false }, paths: bars };
      });
      const options: uPlot.Options = {
        ...size(),
        // room for half of the last x label on the side away from the values' axis
        padding: [12, rtl ? 8 : 28, 0, rtl ? 28 : 8],
        legend: { show: false },
        cursor: { points: { show: false }, x: false, y: false, drag: { x: false, y: false } },
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: () => [-0.5, n - 0.5] },
          y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.15 : 1] },
        },
        axes: [
          {
            stroke: muted,
            font,
            grid: { show: false },
            ticks: { show: false },
            splits: xSplits,
            values: (_u, splits) => splits.map((i) => (i >= 0 && i < n ? labels.current.xLabel(i) : "")),
          },
          {
            side: rtl ? 1 : 3,
            stroke: muted,
            font,
            size: 72,
            ticks: { show: false },
            grid: { stroke: line, width: 1 },
            values: (_u, splits) => splits.map((v) => labels.current.yLabel(v)),
          },
        ],
        series: [{}, ...plotted],
        hooks: { setCursor: [(u) => hover.current(u.cursor.idx ?? null)] },
      };
      plot = new UPlot(options, [Array.from({ length: n }, (_, i) => i), ...drawn.map((s) => s.values)], el);
      observer = new ResizeObserver(() => plot?.setSize(size()));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series, rtl, kind]);

  return <div ref={box} className="h-56 w-full overflow-hidden sm:h-64" dir="ltr" data-testid={testId} />;
}
