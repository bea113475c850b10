"use client";

import { Bell, CheckCheck } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { useSWR } from "@/client/swr";
import { toast } from "@/client/toast";
import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { Spinner } from "@/components/ui/Spinner";
import { requestJson } from "@/client/request";
import { decrementUnread } from "@/client/badge";
import { NotificationRow } from "./NotificationRow";
import { useShortAgo } from "./useShortAgo";
import { NOTIFICATIONS_KEY, type NotificationItem, type NotificationList } from "./types";

interface NotificationPanelProps {
  panelRef: RefObject<HTMLDivElement | null>;
  close: () => void;
  /** sets the bell's count (NotificationBell polls it): from the list, lowered by a read */
  setCount: (next: number | ((current: number) => number)) => void;
  /** the list has arrived (or is gone again): the bell's keyboard handling starts with it */
  onReady: (ready: boolean) => void;
}

/** The bell's menu (NotificationBell opens it): the last notifications, read when opened; mark all read; see all. */
export function NotificationPanel({ panelRef, close, setCount, onReady }: NotificationPanelProps) {
  const t = useTranslations("Notifications");
  const router = useRouter();
  const ago = useShortAgo();
  const [markingAll, setMarkingAll] = useState(false);
  const list = useSWR<NotificationList>(NOTIFICATIONS_KEY, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    onSuccess: (data) => setCount(data.unreadCount),
    onError: () => toast.error(t("loadFailed")),
  });
  const ready = !!list.data;
  useEffect(() => {
    onReady(ready);
    return () => onReady(false);
  }, [ready, onReady]);
  const items = list.data?.notifications ?? [];

  async function openItem(item: NotificationItem) {
    if (!item.isRead) {
      void list.mutate(
        (d) => d && { ...d, notifications: d.notifications.map((n) => (n._id === item._id ? { ...n, isRead: true } : n)) },
        { revalidate: false },
      );
      setCount(decrementUnread);
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
      setCount(0);
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
  );
}
