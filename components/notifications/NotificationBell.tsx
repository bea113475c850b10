"use client";

import { Bell } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useDismiss } from "@/components/ui/useDismiss";
import { useMenuFocus } from "@/components/ui/useMenuFocus";
import { CountBadge } from "./CountBadge";
import { bellCount, useBellCount } from "./unread-counts";

// The bell's menu (the last notifications, mark all read) is a chunk of its own, fetched when the
// bell is pointed at, focused or opened: the page's first scripts carry the bell and its count (decision 088).
const loadPanel = () => import("./NotificationPanel").then((m) => ({ default: m.NotificationPanel }));
const NotificationPanel = lazy(loadPanel);

export function NotificationBell() {
  const t = useTranslations("Notifications");
  const [open, setOpen] = useState(false);
  // the menu's list has arrived: its first entry takes the focus (useMenuFocus)
  const [listReady, setListReady] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  // The bell count, polled every 30 s; a failure is only logged (SPEC section 8).
  const unread = useBellCount();
  const onKeyDown = useMenuFocus(panelRef, triggerRef, open && listReady, close);

  return (
    <div ref={ref} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={unread > 0 ? t("bellWithCount", { count: unread }) : t("bell")}
        data-unread-count={unread}
        data-testid="notification-bell"
        className="relative flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink"
      >
        <Bell className="size-5" aria-hidden />
        <CountBadge count={unread} testId="notification-badge" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel panelRef={panelRef} close={close} setCount={bellCount.set} onReady={setListReady} />
        </Suspense>
      )}
    </div>
  );
}
