"use client";

import { useEffect, type RefObject } from "react";
import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { SessionUser } from "@/client/session-user";
import { menuItem, menuPanel } from "@/components/ui/menu-styles";
import { useSignOut } from "@/components/auth/useSignOut";
import { profileEntries } from "./nav-entries";

interface ProfileMenuPanelProps {
  user: SessionUser;
  fullName: string;
  panelRef: RefObject<HTMLDivElement | null>;
  close: () => void;
}

/** The account menu's panel (ProfileMenu opens it): who is signed in, the member's pages, sign-out. */
export function ProfileMenuPanel({ user, fullName, panelRef, close }: ProfileMenuPanelProps) {
  const t = useTranslations("Header");
  const nav = useTranslations("Nav");
  const signOut = useSignOut();
  // opened before this chunk had arrived: the first entry takes the focus now (useMenuFocus did not find it)
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [panelRef]);
  return (
    <div ref={panelRef} role="menu" aria-label={t("accountMenu")} className={`${menuPanel} w-56`}>
      <div className="border-b border-line px-3 pt-2 pb-3">
        <p className="truncate text-sm font-semibold">{fullName}</p>
        <p className="truncate text-xs text-muted" dir="ltr">
          @{user.username}
        </p>
      </div>
      <div className="flex flex-col py-1">
        {profileEntries.map(({ href, key, icon: Icon }) => (
          <Link key={href} href={href} role="menuitem" onClick={close} className={menuItem}>
            <Icon className="size-4 text-muted" aria-hidden />
            {nav(key)}
          </Link>
        ))}
      </div>
      <div className="border-t border-line pt-1">
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            close();
            void signOut();
          }}
          className={menuItem}
        >
          <LogOut className="size-4 text-muted rtl:-scale-x-100" aria-hidden />
          {t("logout")}
        </button>
      </div>
    </div>
  );
}
