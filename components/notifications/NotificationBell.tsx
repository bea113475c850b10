"use client";

import { Bell, CheckCheck } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useSWR } from "@/client/swr";
import { toast } from "@/client/toast";
import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { Spinner } from "@/components/ui/Spinner";
import { useDismiss } from "@/components/ui/useDismiss";
import { useMenuFocus } from "@/components/ui/useMenuFocus";
import { requestJson } from "@/client/request";
import { decrementUnread } from "@/client/badge";
import { CountBadge } from "./CountBadge";
import { NotificationRow } from "./NotificationRow";
import { useShortAgo } from "./useShortAgo";
import { BELL_POLL_MS, NOTIFICATIONS_KEY, UNREAD_COUNT_KEY, type NotificationItem, type NotificationList } from "./types";

export function NotificationBell() {
  const t = useTranslations("Notifications");
  const router = useRouter();
  const ago = useShortAgo();
  const [open, setOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  // The bell count, polled every 30 s; a failure is only logged (SPEC section 8).
  const { data: count, mutate: mutateCount } = useSWR<{ unreadCount: number }>(UNREAD_COUNT_KEY, {
    refreshInterval: BELL_POLL_MS,
    onError: (err) => console.warn("unread count failed", err),
  });
  const list = useSWR<NotificationList>(open ? NOTIFICATIONS_KEY : null, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    onSuccess: (data) => void mutateCount({ unreadCount: data.unreadCount }, { revalidate: false }),
    onError: () => toast.error(t("loadFailed")),
  });
  const onKeyDown = useMenuFocus(panelRef, triggerRef, open && !!list.data, close);
  const unread = count?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];

  async function openItem(item: NotificationItem) {
    if (!item.isRead) {
      void list.mutate(
        (d) => d && { ...d, notifications: d.notifications.map((n) => (n._id === item._id ? { ...n, isRead: true } : n)) },
        { revalidate: false },
      );
      void mutateCount((c) => ({ unreadCount: decrementUnread(c?.unreadCount ?? 0) }), { revalidate: false });
      requestJson(`/api/notifications/${item._id}/read`, { method: "PUT" }).catch((err) => console.warn("mark read failed", err));
    }
    if (item.actionUrl && item.actionUrl.startsWith("/")) {
      close();
      router.push(item.actionUrl);
    }
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      await requestJson("/api/notifications/read-all", { method: "PUT" });
      void mutateCount({ unreadCount: 0 }, { revalidate: false });
      void list.mutate((d) => d && { ...d, unreadCount: 0, notifications: d.notifications.map((n) => ({ ...n, isRead: true })) }, {
        revalidate: false,
      });
      toast.success(t("markAllSuccess"));
    } catch {
      toast.error(t("markAllFailed"));
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <div ref={ref} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
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
        <div
          ref={panelRef}
          role="menu"
          aria-label={t("title")}
          className="z-50 flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl shadow-black/50 max-md:fixed max-md:inset-x-2 max-md:top-16 max-md:max-h-[75dvh] md:absolute md:end-0 md:top-full md:mt-2 md:max-h-[32rem] md:w-96"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <h2 className="text-sm font-semibold">{t("title")}</h2>
            <button
              type="button"
              role="menuitem"
              onClick={() => void markAll()}
              disabled={markingAll || items.length === 0}
              className="flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-medium text-accent hover:bg-surface-2 focus:bg-surface-2 focus-visible:-outline-offset-2 disabled:opacity-50"
            >
              <CheckCheck className="size-4" aria-hidden />
              {t("markAllRead")}
            </button>
          </div>
          <div className="overflow-y-auto p-1.5">
            {list.isLoading ? (
              <p className="flex justify-center py-8 text-accent">
                <Spinner className="size-6" label={t("loading")} />
              </p>
            ) : items.length === 0 ? (
              <div className="px-4 py-8 text-center">
                <Bell className="mx-auto size-8 text-subtle" aria-hidden />
                <p className="mt-3 text-sm font-medium">{t("emptyTitle")}</p>
                <p className="mt-1 text-xs text-muted">{t("emptyBody")}</p>
              </div>
            ) : (
              <ul role="none" className="flex flex-col gap-0.5">
                {items.map((item) => (
                  <NotificationRow key={item._id} item={item} when={ago(item.createdAt)} onOpen={(n) => void openItem(n)} />
                ))}
              </ul>
            )}
          </div>
          <Link
            href="/notifications"
            role="menuitem"
            onClick={close}
            data-testid="notifications-see-all"
            className="block border-t border-line px-4 py-3 text-center text-sm font-medium text-accent hover:bg-surface-2 focus:bg-surface-2 focus:outline-none"
          >
            {t("seeAll")}
          </Link>
        </div>
      )}
    </div>
  );
}
