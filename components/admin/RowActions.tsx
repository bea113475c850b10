"use client";

import clsx from "clsx";
import type { LucideIcon } from "lucide-react";

/** A small icon button of a table row or card, with an accessible name. */
export function IconAction({ label, icon: Icon, onClick, danger }: { label: string; icon: LucideIcon; onClick: () => void; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={clsx(
        "rounded-lg p-2 transition focus-visible:outline-2 focus-visible:outline-accent",
        danger ? "text-danger hover:bg-danger/10" : "text-muted hover:bg-surface-2 hover:text-ink",
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
