"use client";

import clsx from "clsx";

interface ToggleProps {
  id: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  labelledBy: string;
  describedBy?: string;
}

/** An on/off switch (role="switch"); the knob slides toward the end side, mirrored in RTL. */
export function Toggle({ id, checked, onChange, labelledBy, describedBy }: ToggleProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className={clsx(
        "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition",
        checked ? "border-accent bg-accent" : "border-line bg-surface-2",
      )}
    >
      <span
        aria-hidden
        className={clsx(
          "absolute top-1/2 size-5 -translate-y-1/2 rounded-full bg-white shadow transition-[inset-inline-start]",
          checked ? "start-6" : "start-0.5",
        )}
      />
    </button>
  );
}
