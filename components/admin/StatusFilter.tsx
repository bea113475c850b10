"use client";

import clsx from "clsx";

/** The state buttons above a queue (one pressed at a time); `count`: a badge with how many wait in a state. */
export function StatusFilter<S extends string>({
  label,
  statuses,
  names,
  value,
  onChange,
  count,
}: {
  label: string;
  statuses: readonly S[];
  names: Record<S, string>;
  value: S;
  onChange: (s: S) => void;
  count?: (s: S) => number | undefined;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {statuses.map((s) => {
        const n = count?.(s);
        return (
        <button
          key={s}
          type="button"
          aria-pressed={value === s}
          onClick={() => onChange(s)}
          className={clsx(
            "rounded-full border px-4 py-1.5 text-sm font-medium transition",
            value === s ? "border-accent bg-accent/15 text-ink" : "border-line text-muted hover:text-ink",
          )}
        >
          {names[s]}
          {n ? <span className="ms-2 rounded-full bg-warn/20 px-2 text-xs text-warn">{n}</span> : null}
        </button>
        );
      })}
    </div>
  );
}
