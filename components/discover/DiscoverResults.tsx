"use client";

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
import type { TrendingBody } from "./types";
import { scrollBehavior } from "@/client/motion";

export type DiscoverState = {
  page: number;
  setPage: (page: number) => void;
  category: string;
  setCategory: (slug: string) => void;
  categories: CategoryAnswer[];
};

export type TrendingResult = { data: TrendingBody | undefined; error: unknown; isLoading: boolean; isValidating: boolean; refresh: () => void };

/** /discover's page: the heading, the category chips, the banner, the grid and the pages (of the server's answer or the API's). */
export function DiscoverResults({ state, result }: { state: DiscoverState; result: TrendingResult }) {
  const t = useTranslations("Discover");
  const locale = useLocale();
  const { page, setPage, category, setCategory, categories } = state;
  const { data, error, isLoading, isValidating } = result;
  const creators = data?.creators ?? [];
  const errorMessage = error ? (error instanceof ApiError && error.message ? error.message : t("loadFailed")) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-muted">{t("description")}</p>
        </div>
        <Button variant="secondary" onClick={result.refresh} disabled={isValidating} aria-label={t("refresh")}>
          <RefreshCw className={isValidating ? "size-4 animate-spin" : "size-4"} aria-hidden />
          <span className="hidden sm:inline">{t("refresh")}</span>
        </Button>
      </header>
      <CategoryFilter
        categories={categories}
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
