"use client";

import clsx from "clsx";

/** The state buttons above a queue (one pressed at a time). */
export function StatusFilter<S extends string>({ label, statuses, names, value, onChange }: { label: string; statuses: readonly S[]; names: Record<S, string>; value: S; onChange: (s: S) => void }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {statuses.map((s) => (
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
        </button>
      ))}
    </div>
  );
}
