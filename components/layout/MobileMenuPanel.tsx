"use client";

import { LogOut } from "lucide-react";
import { useEffect, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { SessionUser } from "@/client/session-user";
import { Avatar } from "@/components/ui/Avatar";
import { menuItem } from "@/components/ui/menu-styles";
import { useSignOut } from "@/components/auth/useSignOut";
import { HeaderSearch } from "@/components/search/HeaderSearch";
import { badgeText } from "@/client/badge";
import { messagesEntry, profileEntries } from "./nav-entries";

interface MobileMenuPanelProps {
  user: SessionUser;
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  /** unread messages (MobileMenu reads them for its button's badge) */
  unread: number;
  close: () => void;
}

const entry = (key: (typeof profileEntries)[number]["key"]) => profileEntries.find((e) => e.key === key)!;
const entries = [entry("discover"), entry("following"), messagesEntry, entry("profile"), entry("earnings"), entry("leaks"), entry("settings")];

/** The phone menu's panel (MobileMenu opens it): search, who is signed in, the member's pages, sign-out. */
export function MobileMenuPanel({ user, id: panelId, panelRef, unread, close }: MobileMenuPanelProps) {
  const t = useTranslations("Header");
  const nav = useTranslations("Nav");
  const signOut = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  // focus into the panel as it opens
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("input, a, button")?.focus();
  }, [panelRef]);

  // Portalled: the header's backdrop-filter would otherwise be the panel's containing block.
  return createPortal(
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
  );
}
