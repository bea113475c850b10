"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { useFocusTrap } from "./useFocusTrap";
import clsx from "clsx";
import { X } from "lucide-react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** visible heading, also the dialog's accessible name */
  title: ReactNode;
  children: ReactNode;
  /** close button label (translated by the caller) */
  closeLabel: string;
  className?: string;
  /** full-screen sheet below 768 px */
  sheetOnMobile?: boolean;
}

/**
 * Modal dialog on the native <dialog> element: the browser makes the page behind it inert and
 * restores focus on close; Tab and Shift+Tab cycle inside it (useFocusTrap: a native modal lets
 * Tab leave for the browser's own controls); Escape closes it, a click on the backdrop closes it.
 */
export function Dialog({ open, onClose, title, children, closeLabel, className, sheetOnMobile }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useFocusTrap(ref, open);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      aria-labelledby={titleId}
      className={clsx(
        "m-auto w-full max-w-lg rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm",
        sheetOnMobile && "max-md:h-dvh max-md:max-h-dvh max-md:max-w-none max-md:rounded-none",
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[inherit] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-full p-2 text-muted transition hover:bg-surface-2 hover:text-ink"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
