"use client";

import { LogOut, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import type { SessionUser } from "@/client/session-user";
import { Avatar } from "@/components/ui/Avatar";
import { menuItem } from "@/components/ui/menu-styles";
import { useSignOut } from "@/components/auth/useSignOut";
import { HeaderSearch } from "@/components/search/HeaderSearch";
import { CountBadge } from "@/components/notifications/CountBadge";
import { badgeText } from "@/client/badge";
import { useMessageUnread } from "@/components/notifications/useMessageUnread";
import { useFocusTrap } from "@/components/ui/useFocusTrap";
import { messagesEntry, profileEntries } from "./nav-entries";

/** Below 768 px: a menu button opening a panel with search and every signed-in entry. */
export function MobileMenu({ user }: { user: SessionUser }) {
  const t = useTranslations("Header");
  const nav = useTranslations("Nav");
  const signOut = useSignOut();
  const pathname = usePathname();
  const unread = useMessageUnread();
  // Open on the page where it was opened: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const close = useCallback(() => setOpenOn(null), []);
  // Modal while open: Tab cycles through the toggle and the panel, Escape closes it.
  useFocusTrap(panelRef, open, [triggerRef]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("input, a, button")?.focus();
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

  const entry = (key: (typeof profileEntries)[number]["key"]) => profileEntries.find((e) => e.key === key)!;
  const entries = [entry("discover"), entry("following"), messagesEntry, entry("profile"), entry("earnings"), entry("settings")];

  return (
    <div className="md:hidden">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpenOn(open ? null : pathname)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("closeMenu") : t("openMenu")}
        className="relative flex size-10 items-center justify-center rounded-full border border-line text-muted transition hover:text-ink"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        {!open && <CountBadge count={unread} />}
      </button>
      {/* Portalled: the header's backdrop-filter would otherwise be the panel's containing block. */}
      {open &&
        createPortal(
        <div
          id={panelId}
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label={t("menu")}
          className="fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto border-t border-line bg-canvas/95 px-4 pt-4 pb-8 backdrop-blur-xl"
        >
          <HeaderSearch onNavigate={close} />
          <div className="mt-5 flex items-center gap-3 px-1">
            <Avatar name={fullName} src={user.profileImage} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{fullName}</p>
              <p className="truncate text-xs text-muted" dir="ltr">
                @{user.username}
              </p>
            </div>
          </div>
          <nav aria-label={t("menu")} className="mt-4 flex flex-col gap-1">
            {entries.map(({ href, key, icon: Icon }) => (
              <Link key={href} href={href} onClick={close} className={`${menuItem} py-3 text-base`}>
                <Icon className="size-5 text-muted" aria-hidden />
                <span className="flex-1">{nav(key)}</span>
                {key === "messages" && unread > 0 && (
                  <span aria-hidden className="rounded-full bg-accent-strong px-2 py-0.5 text-xs font-bold text-white" dir="ltr">
                    {badgeText(unread)}
                  </span>
                )}
              </Link>
            ))}
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
              className={`${menuItem} mt-2 border-t border-line py-3 text-base`}
            >
              <LogOut className="size-5 text-muted rtl:-scale-x-100" aria-hidden />
              {t("logout")}
            </button>
          </nav>
        </div>,
          document.body,
        )}
    </div>
  );
}
