"use client";

import { useSWR } from "@/client/swr";
import { TRENDING_PAGE_SIZE, type TrendingBody } from "./types";
import { DiscoverResults, type DiscoverState } from "./DiscoverResults";

/**
 * /discover once the reader has turned a page, picked a category or refreshed: the API's pages
 * through SWR. The previous answer stays shown while the next one loads (the server's page for the
 * first one).
 */
export function DiscoverLive({ state, initial, refreshed }: { state: DiscoverState; initial: { category: string; body: TrendingBody }; refreshed: boolean }) {
  const { page, category } = state;
  const filter = category ? `&category=${encodeURIComponent(category)}` : "";
  const serverPage = page === 1 && category === initial.category;
  const { data, error, isLoading, isValidating, mutate } = useSWR<TrendingBody>(
    `/api/users/discover/trending?page=${page}&limit=${TRENDING_PAGE_SIZE}${filter}`,
    // the server's page is shown as it is (no second request), unless the refresh button asked again
    { keepPreviousData: true, fallbackData: serverPage ? initial.body : undefined, revalidateOnMount: !serverPage || refreshed },
  );
  return <DiscoverResults state={state} result={{ data: data ?? initial.body, error, isLoading, isValidating, refresh: () => void mutate() }} />;
}
