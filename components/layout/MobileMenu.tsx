"use client";

import { Menu, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { usePathname } from "@/i18n/navigation";
import type { SessionUser } from "@/client/session-user";
import { CountBadge } from "@/components/notifications/CountBadge";
import { useMessageUnread } from "@/components/notifications/useMessageUnread";
import { useFocusTrap } from "@/components/ui/useFocusTrap";

// The panel (search, the member's pages, sign-out) is a chunk of its own, fetched when the button
// is touched, focused or opened: the page's first scripts carry the button only (decision 088).
const loadPanel = () => import("./MobileMenuPanel").then((m) => ({ default: m.MobileMenuPanel }));
const MobileMenuPanel = lazy(loadPanel);

/** Below 768 px: a menu button opening a panel with search and every signed-in entry. */
export function MobileMenu({ user }: { user: SessionUser }) {
  const t = useTranslations("Header");
  const pathname = usePathname();
  const unread = useMessageUnread();
  // Open on the page where it was opened: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpenOn(null), []);
  // Modal while open: Tab cycles through the toggle and the panel, Escape closes it.
  useFocusTrap(panelRef, open, [triggerRef]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpenOn(open ? null : pathname)}
        onPointerDown={() => void loadPanel()}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("closeMenu") : t("openMenu")}
        className="relative flex size-10 items-center justify-center rounded-full border border-line text-muted transition hover:text-ink"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        {!open && <CountBadge count={unread} />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel user={user} id={panelId} panelRef={panelRef} unread={unread} close={close} />
        </Suspense>
      )}
    </div>
  );
}
