"use client";

import dynamic from "next/dynamic";
import { useCallback, useRef, useState } from "react";
import clsx from "clsx";
import { Flag, MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { menuItem, menuPanel } from "@/components/ui/menu-styles";
import { useDismiss } from "@/components/ui/useDismiss";
import { useMenuFocus } from "@/components/ui/useMenuFocus";
import type { ReportTargetType } from "@/shared/schemas/reports";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const ReportDialog = dynamic(() => import("./ReportDialog").then((m) => m.ReportDialog));

interface ReportMenuProps {
  targetType: ReportTargetType;
  targetId: string;
  className?: string;
}

/** The "⋯" menu of a post, comment, message or profile, with "Report" (opens the report dialog). */
export function ReportMenu({ targetType, targetId, className }: ReportMenuProps) {
  const t = useTranslations("Moderation");
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(wrap, open, close);
  const onKeyDown = useMenuFocus(panel, trigger, open, close);

  return (
    <div ref={wrap} className={clsx("relative", className)}>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("menu")}
        data-testid="report-menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
      {open && (
        <ul ref={panel} role="menu" aria-label={t("menu")} className={menuPanel} onKeyDown={onKeyDown}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={menuItem}
              onClick={() => {
                setOpen(false);
                setDialog(true);
              }}
            >
              <Flag className="size-4" aria-hidden />
              {t("report")}
            </button>
          </li>
        </ul>
      )}
      {dialog && <ReportDialog open={dialog} onClose={() => setDialog(false)} targetType={targetType} targetId={targetId} />}
    </div>
  );
}
