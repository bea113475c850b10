"use client";

import { ChevronDown, LogOut } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { SessionUser } from "@/client/session-user";
import { Avatar } from "@/components/ui/Avatar";
import { menuItem, menuPanel } from "@/components/ui/menu-styles";
import { useDismiss } from "@/components/ui/useDismiss";
import { useSignOut } from "@/components/auth/useSignOut";
import { profileEntries } from "./nav-entries";
import { useMenuFocus } from "@/components/ui/useMenuFocus";

export function ProfileMenu({ user }: { user: SessionUser }) {
  const t = useTranslations("Header");
  const nav = useTranslations("Nav");
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const onKeyDown = useMenuFocus(panelRef, triggerRef, open, close);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;

  return (
    <div ref={ref} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("accountMenu")}
        className="flex items-center gap-2 rounded-full border border-line py-1 ps-1 pe-3 transition hover:border-accent/60"
      >
        <Avatar name={fullName} src={user.profileImage} className="size-8" />
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.firstName || user.username}</span>
        <ChevronDown className="size-3.5 text-muted" aria-hidden />
      </button>
      {open && (
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
      )}
    </div>
  );
}
