"use client";

import { useCallback, useState } from "react";
import { useSWRInfinite } from "@/client/swr-infinite";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { serverMessage } from "@/client/api-error";
import type { FeedPost } from "@/components/posts/types";

export const FEED_PAGE_SIZE = 10;

interface FeedResponse {
  posts: FeedPost[];
  pagination: { currentPage: number; hasNext: boolean; limit: number };
  hasSubscriptions: boolean;
}

const pageKey = (index: number, previous: FeedResponse | null) =>
  previous && !previous.pagination.hasNext ? null : `/api/posts/home?page=${index + 1}&limit=${FEED_PAGE_SIZE}`;

/**
 * The home feed (SPEC 4 "Feed") as SWR pages: page 1, Load More appends the next page, refresh
 * goes back to a fresh page 1 (skeleton meanwhile); a failed page 1 shows no posts, a failed
 * Load More keeps what is shown. Each failure is a toast.
 */
export function useFeed() {
  const t = useTranslations("Feed");
  const [refreshing, setRefreshing] = useState(false);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<FeedResponse>(pageKey, {
    shouldRetryOnError: false,
    onError: (err) => toast.error(serverMessage(err, t("loadFailed"))),
  });

  const pages = data ?? [];
  // a failed first page (first load or refresh) shows an empty feed, as a fresh page 1 would
  const firstPageFailed = Boolean(error) && size <= 1;
  const seen = new Set<string>();
  const posts = firstPageFailed ? [] : pages.flatMap((page) => page.posts).filter((p) => !seen.has(p._id) && seen.add(p._id));
  const last = pages[pages.length - 1];

  /** Writes a change into the cached pages (no request). */
  const edit = useCallback(
    (change: (pages: FeedResponse[]) => FeedResponse[]) => void mutate((current) => current && change(current), { revalidate: false }),
    [mutate],
  );

  return {
    posts,
    hasNext: !firstPageFailed && Boolean(last?.pagination.hasNext),
    hasSubscriptions: data?.[0]?.hasSubscriptions ?? null,
    loading: isLoading || refreshing,
    loadingMore: isValidating && size > pages.length,
    refresh: async () => {
      setRefreshing(true);
      try {
        // back to one page; the first page is fetched again either way
        await (size > 1 ? setSize(1) : mutate());
      } finally {
        setRefreshing(false);
      }
    },
    loadMore: () => setSize(pages.length + 1),
    prepend: (post: FeedPost) =>
      edit(([first, ...rest]) => (first ? [{ ...first, posts: [post, ...first.posts.filter((p) => p._id !== post._id)] }, ...rest] : [])),
    replace: (post: FeedPost) =>
      edit((current) => current.map((page) => ({ ...page, posts: page.posts.map((p) => (p._id === post._id ? post : p)) }))),
  };
}
