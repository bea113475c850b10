"use client";

import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { SessionUser } from "@/client/session-user";
import { Avatar } from "@/components/ui/Avatar";
import { useDismiss } from "@/components/ui/useDismiss";
import { useMenuFocus } from "@/components/ui/useMenuFocus";

// The menu's panel (its entries, their icons, sign-out) is a chunk of its own, fetched when the
// button is pointed at, focused or opened: the page's first scripts carry the button only (decision 088).
const loadPanel = () => import("./ProfileMenuPanel").then((m) => ({ default: m.ProfileMenuPanel }));
const ProfileMenuPanel = lazy(loadPanel);

export function ProfileMenu({ user }: { user: SessionUser }) {
  const t = useTranslations("Header");
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
        <Suspense fallback={null}>
          <ProfileMenuPanel user={user} fullName={fullName} panelRef={panelRef} close={close} />
        </Suspense>
      )}
    </div>
  );
}
