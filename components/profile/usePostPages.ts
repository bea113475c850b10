"use client";

import { useCallback } from "react";
import { useSWRInfinite } from "@/client/swr-infinite";
import type { FeedPost } from "@/components/posts/types";

interface PostsPage {
  posts: FeedPost[];
  pagination?: { hasNext?: boolean };
}

/** Pages of posts from a list endpoint (my-posts, user-posts): first page on mount, then Load More. */
export function usePostPages(url: string, onError?: (err: unknown) => void) {
  const sep = url.includes("?") ? "&" : "?";
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<PostsPage>(
    (index, previous: PostsPage | null) => (previous && !previous.pagination?.hasNext ? null : `${url}${sep}page=${index + 1}`),
    { onError, revalidateFirstPage: false, shouldRetryOnError: false },
  );

  const seen = new Set<string>();
  const posts = (error ? [] : (data ?? []).flatMap((page) => page.posts)).filter((p) => !seen.has(p._id) && seen.add(p._id));
  const last = data?.[data.length - 1];

  const replace = useCallback(
    (post: FeedPost) => {
      void mutate(
        (pages) => pages?.map((page) => ({ ...page, posts: page.posts.map((p) => (p._id === post._id ? post : p)) })),
        { revalidate: false },
      );
    },
    [mutate],
  );

  return {
    posts,
    loading: isLoading || (isValidating && size > (data?.length ?? 0)),
    failed: Boolean(error),
    hasNext: Boolean(last?.pagination?.hasNext),
    loadMore: () => setSize(size + 1),
    replace,
  };
}
