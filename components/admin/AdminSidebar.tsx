"use client";

import clsx from "clsx";
import { ChevronsLeft, ChevronsRight, LogOut, ShieldCheck } from "lucide-react";
import { ADMIN_TEXT } from "./strings";
import { SECTIONS, type SectionId } from "./sections";

interface AdminSidebarProps {
  collapsed: boolean;
  active: SectionId;
  onToggle: () => void;
  onSelect: (id: SectionId) => void;
  onLogout: () => void;
}

const T = ADMIN_TEXT.shell;
const itemClasses =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-accent";

/** 280 px wide, 80 px collapsed, 300 ms transition (SPEC 9). Over the content on phones, beside it from 768 px. */
export function AdminSidebar({ collapsed, active, onToggle, onSelect, onLogout }: AdminSidebarProps) {
  const width = collapsed ? "w-20" : "w-[280px]";
  return (
    <>
      {/* Keeps the content clear of the fixed sidebar: 80 px on phones (the open menu overlays), the full width from 768 px. */}
      <div aria-hidden className={clsx("shrink-0 transition-[width] duration-300 ease-in-out", "w-20", collapsed ? "md:w-20" : "md:w-[280px]")} />
      {!collapsed && (
        <button type="button" aria-label={T.collapse} tabIndex={-1} onClick={onToggle} className="fixed inset-0 z-30 bg-black/60 md:hidden" />
      )}
      <aside
        data-testid="admin-sidebar"
        data-collapsed={collapsed}
        className={clsx(
          "fixed inset-y-0 start-0 z-40 flex flex-col overflow-hidden border-e border-line bg-surface transition-[width] duration-300 ease-in-out",
          width,
        )}
      >
        <div className={clsx("flex h-16 items-center border-b border-line px-4", collapsed ? "justify-center" : "justify-between")}>
          {!collapsed && (
            <span className="flex items-center gap-2 truncate font-semibold">
              <ShieldCheck className="size-5 shrink-0 text-accent" aria-hidden />
              {ADMIN_TEXT.brand}
            </span>
          )}
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={!collapsed}
            aria-controls="admin-menu"
            aria-label={collapsed ? T.expand : T.collapse}
            title={collapsed ? T.expand : T.collapse}
            className="rounded-lg p-2 text-muted transition hover:bg-surface-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            {collapsed ? <ChevronsRight className="size-5" aria-hidden /> : <ChevronsLeft className="size-5" aria-hidden />}
          </button>
        </div>
        <nav aria-label={T.menu} className="flex-1 overflow-y-auto p-3">
          <ul id="admin-menu" className="space-y-1">
            {SECTIONS.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => onSelect(id)}
                  aria-current={active === id ? "page" : undefined}
                  aria-label={collapsed ? label : undefined}
                  title={collapsed ? label : undefined}
                  className={clsx(
                    itemClasses,
                    collapsed && "justify-center",
                    active === id ? "bg-accent/15 text-ink" : "text-muted hover:bg-surface-2 hover:text-ink",
                  )}
                >
                  <Icon className={clsx("size-5 shrink-0", active === id && "text-accent")} aria-hidden />
                  {!collapsed && <span className="truncate">{label}</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-line p-3">
          <button
            type="button"
            onClick={onLogout}
            aria-label={collapsed ? T.logout : undefined}
            title={collapsed ? T.logout : undefined}
            className={clsx(itemClasses, collapsed && "justify-center", "text-danger hover:bg-danger/10")}
          >
            <LogOut className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden />
            {!collapsed && <span>{T.logout}</span>}
          </button>
        </div>
      </aside>
    </>
  );
}
