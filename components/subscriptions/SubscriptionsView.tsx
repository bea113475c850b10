"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useSession } from "@/client/session";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import clsx from "clsx";
import { Users } from "lucide-react";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { TabPanel, Tabs } from "@/components/profile/Tabs";
import { ApiError } from "@/client/api-error";
import { CheckoutDialog } from "@/components/payments/CheckoutDialog";
import type { Purchase } from "@/components/payments/types";
import { Pagination } from "./Pagination";
import { SubscriptionCard } from "./SubscriptionCard";
import type { StatusFilter, SubscriptionEntry, SubscriptionListBody } from "./types";

type Tab = "subscriptions" | "subscribers";
const FILTERS: StatusFilter[] = ["active", "cancelled", "past_due", "expired", "all"];
export const SUBSCRIPTIONS_PAGE_SIZE = 10;

/**
 * /subscriptions: my subscriptions and my subscribers, filtered by status, 10 a page. A cancelled
 * subscription of mine offers its renewal back on, a failed one another card (checkout dialog).
 */
export function SubscriptionsView() {
  const t = useTranslations("Subscriptions");
  const ts = useTranslations("SubscriptionState");
  const tpp = useTranslations("PublicProfile");
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const { data: session } = useSession();
  const [tab, setTab] = useState<Tab>("subscriptions");
  const [filter, setFilter] = useState<StatusFilter>("active");
  const [page, setPage] = useState(1);
  const username = session?.user?.username;
  const key = username
    ? `/api/users/${encodeURIComponent(username)}/${tab}?status=${filter}&page=${page}&limit=${SUBSCRIPTIONS_PAGE_SIZE}`
    : null;
  const { data, error, isLoading, mutate } = useSWR<SubscriptionListBody>(key, { keepPreviousData: true });

  const checkout = (entry: SubscriptionEntry) =>
    entry.subscriptionPrice !== null &&
    setPurchase({
      kind: "subscription",
      mode: entry.subscriptionInfo.status === "cancelled" ? "renew" : entry.subscriptionInfo.status === "past_due" ? "pastDue" : "new",
      creatorId: entry._id,
      username: entry.username,
      price: entry.subscriptionPrice,
      accessUntil: entry.subscriptionInfo.endDate,
    });

  const entries = (tab === "subscriptions" ? data?.subscriptions : data?.subscribers) ?? [];
  const errorMessage = error
    ? error instanceof ApiError && error.message
      ? error.message
      : tab === "subscriptions"
        ? t("loadSubscriptionsFailed")
        : t("loadSubscribersFailed")
    : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("description")}</p>
      </header>
      <Tabs
        idPrefix="subs"
        label={t("title")}
        active={tab}
        onChange={(next) => {
          setTab(next);
          setFilter("active");
          setPage(1);
        }}
        tabs={[
          { key: "subscriptions", label: t("mySubscriptions") },
          { key: "subscribers", label: t("mySubscribers") },
        ]}
      />
      <TabPanel idPrefix="subs" tab={tab}>
        <div role="group" aria-label={t("statusFilter")} className="mb-6 flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => {
                setFilter(f);
                setPage(1);
              }}
              className={clsx(
                "rounded-full border px-4 py-1.5 text-sm font-medium transition",
                filter === f ? "border-accent bg-accent/15 text-ink" : "border-line text-muted hover:text-ink",
              )}
            >
              {t(`filter_${f}`)}
            </button>
          ))}
          {isLoading && <Spinner className="ms-2 size-4 self-center text-accent" label={t("loading")} />}
        </div>
        <ErrorBanner message={errorMessage} />
        {!error && data && entries.length === 0 && (
          <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center">
            <Users className="size-10 text-subtle" aria-hidden />
            <p className="mt-3 text-muted">{tab === "subscriptions" ? t("noSubscriptions") : t("noSubscribers")}</p>
          </div>
        )}
        {!error && entries.length > 0 && (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {entries.map((entry) => (
              <SubscriptionCard key={entry._id} entry={entry} mine={tab === "subscriptions"} onCheckout={checkout} />
            ))}
          </div>
        )}
        {!error && data && <Pagination page={page} pages={data.pagination.pages} onChange={setPage} />}
      </TabPanel>
      <CheckoutDialog
        purchase={purchase}
        onClose={() => setPurchase(null)}
        onDone={(done) => {
          const renewed = purchase?.kind === "subscription" && purchase.mode === "renew";
          setPurchase(null);
          toast.success(renewed && !done.payment ? ts("renewalOn") : tpp("subscribed"));
          void mutate();
        }}
      />
    </div>
  );
}
