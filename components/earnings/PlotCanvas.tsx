"use client";

import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import { formatMoneyCompact } from "@/shared/money";
import { pointLabel } from "./format";

export type Point = { date: string; net: number };

interface PlotCanvasProps {
  points: Point[];
  currency: string;
  locale: string;
  rtl: boolean;
  /** the hovered point's index (null when the pointer leaves) */
  onHover: (index: number | null) => void;
  label: string;
}

/** The smallest gap between two x-axis labels, in CSS pixels. */
const LABEL_SPACE = 64;

/**
 * A bar chart of `points` drawn by uPlot (docs/decisions/029-earnings-chart-uplot.md) on a canvas.
 * uPlot needs the DOM: it is imported in the browser only, after mount, as its own chunk. In a
 * right-to-left language the chart mirrors (time runs right to left, the amounts' axis on the
 * right). Its text alternative is the caller's (a summary and a table).
 */
export function PlotCanvas({ points, currency, locale, rtl, onHover, label }: PlotCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  useEffect(() => {
    hover.current = onHover;
  }, [onHover]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const css = getComputedStyle(document.documentElement);
      const color = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
      const [accent, muted, line] = [color("--color-accent", "#fb7185"), color("--color-muted", "#a19cb0"), color("--color-line", "#2a2636")];
      const font = `12px ${getComputedStyle(el).fontFamily}`;
      const n = points.length;
      const size = () => ({ width: Math.max(el.clientWidth, 200), height: Math.max(el.clientHeight, 160) });
      // label every step-th point, counted back from the last (today, this month) so the latest is always named
      const xSplits = (u: uPlot) => {
        const fits = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / LABEL_SPACE));
        const step = Math.max(1, Math.ceil(n / fits));
        const out: number[] = [];
        for (let i = n - 1; i >= 0; i -= step) out.unshift(i);
        return out;
      };
      const options: uPlot.Options = {
        ...size(),
        // room for half of the last x label on the side away from the amounts' axis
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
            values: (_u, splits) => splits.map((i) => (points[i] ? pointLabel(locale, points[i].date) : "")),
          },
          {
            side: rtl ? 1 : 3,
            stroke: muted,
            font,
            size: 72,
            ticks: { show: false },
            grid: { stroke: line, width: 1 },
            values: (_u, splits) => splits.map((v) => formatMoneyCompact(locale, v, currency)),
          },
        ],
        series: [
          {},
          {
            label,
            stroke: accent,
            fill: /^#[0-9a-f]{6}$/i.test(accent) ? `${accent}cc` : accent,
            width: 0,
            fillTo: 0,
            points: { show: false },
            paths: UPlot.paths.bars!({ size: [0.72, 28], gap: 1, radius: 0.25 }),
          },
        ],
        hooks: { setCursor: [(u) => hover.current(u.cursor.idx ?? null)] },
      };
      plot = new UPlot(options, [points.map((_, i) => i), points.map((p) => p.net)], el);
      observer = new ResizeObserver(() => plot?.setSize(size()));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [points, currency, locale, rtl, label]);

  return <div ref={box} className="h-56 w-full overflow-hidden sm:h-64" dir="ltr" data-testid="earnings-chart" />;
}
