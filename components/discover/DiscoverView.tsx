"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { useLocale, useTranslations } from "next-intl";
import { RefreshCw, TrendingUp } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { Pagination } from "@/components/subscriptions/Pagination";
import { formatCount } from "@/shared/format";
import { ApiError } from "@/client/api-error";
import { CreatorCard } from "./CreatorCard";
import { CategoryFilter } from "./CategoryFilter";
import type { CategoryAnswer } from "@/shared/answers/back-office";
import { TRENDING_PAGE_SIZE, type TrendingBody } from "./types";
import { scrollBehavior } from "@/client/motion";

type DiscoverViewProps = {
  /** the first page, rendered by the server for the category in the address ("" for all) */
  initial: { category: string; body: TrendingBody };
  categories: CategoryAnswer[];
};

/** /discover: trending creators of the last 30 days, 12 a page. */
export function DiscoverView({ initial, categories }: DiscoverViewProps) {
  const t = useTranslations("Discover");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  // ?category=slug (the links of /categories): only the creators who chose it
  const [category, setCategory] = useState(initial.category);
  const filter = category ? `&category=${encodeURIComponent(category)}` : "";
  const serverPage = page === 1 && category === initial.category;
  const { data, error, isLoading, isValidating, mutate } = useSWR<TrendingBody>(
    `/api/users/discover/trending?page=${page}&limit=${TRENDING_PAGE_SIZE}${filter}`,
    // the server's page is shown as it is (no second request on load); the refresh button asks again
    { keepPreviousData: true, fallbackData: serverPage ? initial.body : undefined, revalidateOnMount: !serverPage },
  );
  const creators = data?.creators ?? [];
  const errorMessage = error ? (error instanceof ApiError && error.message ? error.message : t("loadFailed")) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-muted">{t("description")}</p>
        </div>
        <Button variant="secondary" onClick={() => void mutate()} disabled={isValidating} aria-label={t("refresh")}>
          <RefreshCw className={isValidating ? "size-4 animate-spin" : "size-4"} aria-hidden />
          <span className="hidden sm:inline">{t("refresh")}</span>
        </Button>
      </header>
      <CategoryFilter
        initial={categories}
        value={category}
        onChange={(slug) => {
          setCategory(slug);
          setPage(1);
          const url = new URL(window.location.href);
          if (slug) url.searchParams.set("category", slug);
          else url.searchParams.delete("category");
          window.history.replaceState(window.history.state, "", url);
        }}
      />
      {data && (
        <div className="mt-6 flex items-center gap-3 rounded-2xl border border-accent/30 bg-accent/10 px-4 py-3" data-testid="trending-banner">
          <TrendingUp className="size-5 shrink-0 text-accent" aria-hidden />
          <p className="text-sm">
            {t("banner", { count: data.pagination.totalCount, formatted: formatCount(locale, data.pagination.totalCount) })}
          </p>
        </div>
      )}
      <div className="mt-6">
        <ErrorBanner message={errorMessage} />
        {isLoading && !data && (
          <div className="flex justify-center py-20 text-accent">
            <Spinner className="size-10" label={t("loading")} />
          </div>
        )}
        {!error && data && creators.length === 0 && (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center text-muted">{t("empty")}</p>
        )}
        {creators.length > 0 && (
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {creators.map((c, i) => (
              <CreatorCard key={c._id} creator={c} eager={i < 2} />
            ))}
          </div>
        )}
        {data && (
          <Pagination
            page={page}
            pages={data.pagination.totalPages}
            onChange={(p) => {
              setPage(p);
              window.scrollTo({ top: 0, behavior: scrollBehavior() });
            }}
          />
        )}
      </div>
    </div>
  );
}
