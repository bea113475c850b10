"use client";

import clsx from "clsx";
import { Bell } from "lucide-react";
import { Avatar } from "@/components/ui/Avatar";
import type { NotificationItem } from "./types";

interface NotificationRowProps {
  item: NotificationItem;
  when: string;
  onOpen: (item: NotificationItem) => void;
  /** "menu": an entry of the bell's menu; "list": a row of the notifications page */
  variant?: "menu" | "list";
}

export function NotificationRow({ item, when, onOpen, variant = "menu" }: NotificationRowProps) {
  const menu = variant === "menu";
  const senderName = item.sender ? `${item.sender.firstName} ${item.sender.lastName}`.trim() || item.sender.username : "";
  return (
    <li role={menu ? "none" : undefined}>
      <button
        type="button"
        role={menu ? "menuitem" : undefined}
        onClick={() => onOpen(item)}
        data-unread={!item.isRead || undefined}
        data-testid="notification-row"
        className={clsx(
          "flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-start hover:bg-surface-2 focus:bg-surface-2 focus-visible:-outline-offset-2",
          !item.isRead && "bg-accent/5",
        )}
      >
        {item.sender ? (
          <Avatar name={senderName} src={item.sender.profileImage} className="size-9 shrink-0" />
        ) : (
          <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-accent">
            <Bell className="size-4" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="flex-1 truncate text-sm font-semibold">{item.title}</span>
            <time dateTime={item.createdAt} className="shrink-0 text-xs text-subtle">
              {when}
            </time>
          </span>
          <span className={clsx("mt-0.5 block text-sm text-muted", menu && "line-clamp-2")}>{item.message}</span>
        </span>
        {!item.isRead && <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-accent" />}
      </button>
    </li>
  );
}
