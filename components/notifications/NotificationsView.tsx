"use client";

import { Bell, CheckCheck, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useSWRConfig } from "swr";
import { useSWR } from "@/client/swr";
import { toast } from "@/client/toast";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "@/i18n/navigation";
import { Tabs } from "@/components/profile/Tabs";
import { Spinner } from "@/components/ui/Spinner";
import { buttonClasses } from "@/components/ui/button-styles";
import { requestJson } from "@/client/request";
import { NOTIFICATION_FILTERS, type NotificationFilter } from "@/shared/schemas/notifications";
import { NotificationRow } from "./NotificationRow";
import { useShortAgo } from "./useShortAgo";
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PAGE_LIMIT, type NotificationItem, type NotificationList } from "./types";
import { bellCount } from "./unread-counts";

type FilterKey = "all" | NotificationFilter;
const FILTERS: FilterKey[] = ["all", ...(Object.keys(NOTIFICATION_FILTERS) as NotificationFilter[])];

function listKey(filter: FilterKey, page: number): string {
  const type = filter === "all" ? "" : `&type=${NOTIFICATION_FILTERS[filter].join(",")}`;
  return `/api/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_LIMIT}${type}`;
}

/** The notifications page: every notification, newest first, a page at a time, by type; state in the URL (?filter=, ?page=). */
export function NotificationsView() {
  const t = useTranslations("Notifications");
  const ago = useShortAgo();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const { mutate } = useSWRConfig();
  const [markingAll, setMarkingAll] = useState(false);
  const filterParam = search.get("filter") as FilterKey | null;
  const filter: FilterKey = filterParam && FILTERS.includes(filterParam) ? filterParam : "all";
  const page = Math.max(1, Math.min(100000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  const list = useSWR<NotificationList>(listKey(filter, page), { keepPreviousData: true, onError: () => toast.error(t("loadFailed")) });
  const items = list.data?.notifications ?? [];
  const pages = Math.max(1, list.data?.pagination?.pages ?? 1);

  function go(next: { filter?: FilterKey; page?: number }) {
    const params = new URLSearchParams();
    const f = next.filter ?? filter;
    const p = next.page ?? (next.filter ? 1 : page);
    if (f !== "all") params.set("filter", f);
    if (p > 1) params.set("page", String(p));
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  function refreshOthers() {
    void bellCount.refresh();
    void mutate(NOTIFICATIONS_KEY);
  }

  async function openItem(item: NotificationItem) {
    if (!item.isRead) {
      void list.mutate((d) => d && { ...d, notifications: d.notifications.map((n) => (n._id === item._id ? { ...n, isRead: true } : n)) }, {
        revalidate: false,
      });
      requestJson(`/api/notifications/${item._id}/read`, { method: "PUT" })
        .then(refreshOthers)
        .catch((err) => console.warn("mark read failed", err));
    }
    if (item.actionUrl && item.actionUrl.startsWith("/")) router.push(item.actionUrl);
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      await requestJson("/api/notifications/read-all", { method: "PUT" });
      await list.mutate();
      refreshOthers();
      toast.success(t("markAllSuccess"));
    } catch {
      toast.error(t("markAllFailed"));
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t("page.title")}</h1>
          <p className="mt-1 text-sm text-muted">{t("page.intro")}</p>
        </div>
        <button
          type="button"
          onClick={() => void markAll()}
          disabled={markingAll || (list.data?.unreadCount ?? 0) === 0}
          className={buttonClasses("secondary", "sm")}
        >
          <CheckCheck className="size-4" aria-hidden />
          {t("markAllRead")}
        </button>
      </div>

      <div className="mt-6">
        <Tabs
          tabs={FILTERS.map((key) => ({ key, label: t(`filters.${key}`) }))}
          active={filter}
          onChange={(key) => go({ filter: key })}
          label={t("page.filterLabel")}
          idPrefix="notifications"
        />
      </div>

      <section
        role="tabpanel"
        id={`notifications-panel-${filter}`}
        aria-labelledby={`notifications-tab-${filter}`}
        aria-busy={list.isLoading || undefined}
        className="mt-3"
      >
        {list.isLoading && !list.data ? (
          <p className="flex justify-center py-12 text-accent">
            <Spinner className="size-6" label={t("loading")} />
          </p>
        ) : items.length === 0 ? (
          <div className="px-4 py-12 text-center" data-testid="notifications-empty">
            <Bell className="mx-auto size-8 text-subtle" aria-hidden />
            <p className="mt-3 text-sm font-medium">{filter === "all" ? t("emptyTitle") : t("page.empty")}</p>
            {filter === "all" && <p className="mt-1 text-xs text-muted">{t("emptyBody")}</p>}
          </div>
        ) : (
          <ul className="flex flex-col gap-0.5 rounded-2xl border border-line bg-surface p-1.5" data-testid="notifications-list">
            {items.map((item) => (
              <NotificationRow key={item._id} item={item} when={ago(item.createdAt)} onOpen={(n) => void openItem(n)} variant="list" />
            ))}
          </ul>
        )}
      </section>

      {pages > 1 && (
        <nav aria-label={t("page.title")} className="mt-4 flex items-center justify-between gap-2">
          <button type="button" onClick={() => go({ page: page - 1 })} disabled={page <= 1} className={buttonClasses("ghost", "sm")}>
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t("page.previous")}
          </button>
          <span className="text-sm text-muted" aria-live="polite">
            {t("page.pageOf", { page, pages })}
          </span>
          <button
            type="button"
            onClick={() => go({ page: page + 1 })}
            disabled={!list.data?.pagination?.hasNext}
            className={buttonClasses("ghost", "sm")}
          >
            {t("page.next")}
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </button>
        </nav>
      )}
    </div>
  );
}
