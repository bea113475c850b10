"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import type { FeedPost } from "@/components/posts/types";

export const FEED_PAGE_SIZE = 10;

interface FeedResponse {
  posts: FeedPost[];
  pagination: { currentPage: number; hasNext: boolean; limit: number };
  hasSubscriptions: boolean;
}

/** The home feed (SPEC 4 "Feed"): page 1, Load More appends page+1, refresh replaces; error empties page 1. */
export function useFeed() {
  const t = useTranslations("Feed");
  const [posts, setPosts] = useState<FeedPost[]>([]);
  const [page, setPage] = useState(1);
  const [hasNext, setHasNext] = useState(false);
  const [hasSubscriptions, setHasSubscriptions] = useState<boolean | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);

  // State changes only in the promise callbacks: the effect below calls this directly.
  const load = useCallback(
    (nextPage: number) =>
      requestJson<FeedResponse>(`/api/posts/home?page=${nextPage}&limit=${FEED_PAGE_SIZE}`)
        .then(
          (body) => {
            setPosts((prev) => {
              if (nextPage === 1) return body.posts;
              const seen = new Set(prev.map((p) => p._id));
              return [...prev, ...body.posts.filter((p) => !seen.has(p._id))];
            });
            setPage(body.pagination.currentPage ?? nextPage);
            setHasNext(body.pagination.hasNext);
            setHasSubscriptions(body.hasSubscriptions);
          },
          (err: unknown) => {
            toast.error(serverMessage(err, t("loadFailed")));
            if (nextPage === 1) {
              setPosts([]);
              setHasNext(false);
            }
          },
        )
        .finally(() => {
          setLoading(false);
          setLoadingMore(false);
        }),
    [t],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  return {
    posts,
    hasNext,
    hasSubscriptions,
    loading,
    loadingMore,
    refresh: () => {
      setLoading(true);
      return load(1);
    },
    loadMore: () => {
      setLoadingMore(true);
      return load(page + 1);
    },
    prepend: (post: FeedPost) => setPosts((prev) => [post, ...prev.filter((p) => p._id !== post._id)]),
    replace: (post: FeedPost) => setPosts((prev) => prev.map((p) => (p._id === post._id ? post : p))),
  };
}
