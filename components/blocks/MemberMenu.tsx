"use client";

import { useCallback, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Ban, EllipsisVertical } from "lucide-react";
import { menuItem, menuPanel } from "@/components/ui/menu-styles";
import { useDismiss } from "@/components/ui/useDismiss";
import { useBlock } from "./useBlock";

/** The "⋮" menu on a member's profile and in a chat header: Block / Unblock. */
export function MemberMenu({ username, onBlockedChange }: { username: string; onBlockedChange?: (blocked: boolean) => void }) {
  const t = useTranslations("Blocks");
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const block = useBlock(username, false, onBlockedChange);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={t("menu")}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex size-10 items-center justify-center rounded-full border border-line text-muted hover:bg-surface-2 hover:text-ink"
        data-testid="member-menu"
      >
        <EllipsisVertical className="size-5" aria-hidden />
      </button>
      {open && (
        <div role="menu" className={menuPanel}>
          <button
            type="button"
            role="menuitem"
            className={`${menuItem} text-danger`}
            disabled={block.busy}
            onClick={async () => {
              close();
              await block.toggle();
            }}
          >
            <Ban className="size-4" aria-hidden />
            {block.blocked ? t("unblock") : t("block")}
          </button>
        </div>
      )}
    </div>
  );
}
