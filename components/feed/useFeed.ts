"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import type { FeedPost } from "@/components/posts/types";

export const FEED_PAGE_SIZE = 10;

export interface FeedResponse {
  posts: FeedPost[];
  pagination: { currentPage: number; hasNext: boolean; limit: number };
  hasSubscriptions: boolean;
}

const pageUrl = (page: number) => `/api/posts/home?page=${page}&limit=${FEED_PAGE_SIZE}`;

/**
 * The home feed (SPEC 4 "Feed") as pages: page 1 (the server's, rendered with the page, decision
 * 096; read from the API when there is none), Load More appends the next page, refresh goes back to
 * a fresh page 1 (skeleton meanwhile); a failed page 1 shows no posts, a failed Load More keeps
 * what is shown. Each failure is a toast. A refresh outdates the pages still on their way.
 */
export function useFeed(initial?: FeedResponse) {
  const t = useTranslations("Feed");
  const [pages, setPages] = useState<FeedResponse[]>(() => (initial ? [initial] : []));
  const [loading, setLoading] = useState(!initial);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const current = ++generation.current;
    setLoading(true);
    setLoadingMore(false);
    try {
      const first = await requestJson<FeedResponse>(pageUrl(1));
      if (current === generation.current) setPages([first]);
    } catch (err) {
      if (current !== generation.current) return;
      // a failed first page (first load or refresh) shows an empty feed, as a fresh page 1 would
      setPages([]);
      toast.error(serverMessage(err, t("loadFailed")));
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, [t]);

  // no server page (it failed there): the first page from the API
  const asked = useRef(Boolean(initial));
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void refresh();
  }, [refresh]);

  const loadMore = useCallback(async () => {
    const current = generation.current;
    setLoadingMore(true);
    try {
      const next = await requestJson<FeedResponse>(pageUrl(pages.length + 1));
      if (current === generation.current) setPages((shown) => [...shown, next]);
    } catch (err) {
      if (current === generation.current) toast.error(serverMessage(err, t("loadFailed")));
    } finally {
      if (current === generation.current) setLoadingMore(false);
    }
  }, [pages.length, t]);

  const seen = new Set<string>();
  const posts = pages.flatMap((page) => page.posts).filter((p) => !seen.has(p._id) && seen.add(p._id));
  const last = pages[pages.length - 1];

  return {
    posts,
    hasNext: Boolean(last?.pagination.hasNext),
    hasSubscriptions: pages[0]?.hasSubscriptions ?? null,
    loading,
    loadingMore,
    refresh,
    loadMore,
    prepend: (post: FeedPost) =>
      setPages(([first, ...rest]) => (first ? [{ ...first, posts: [post, ...first.posts.filter((p) => p._id !== post._id)] }, ...rest] : [])),
    replace: (post: FeedPost) =>
      setPages((shown) => shown.map((page) => ({ ...page, posts: page.posts.map((p) => (p._id === post._id ? post : p)) }))),
  };
}
