"use client";

import { useCallback, useEffect, useState } from "react";
import { requestJson } from "@/lib/client/request";
import type { FeedPost } from "@/components/posts/types";

interface PostsPage {
  posts: FeedPost[];
  pagination?: { hasNext?: boolean; pages?: number; page?: number; currentPage?: number };
}

/** Pages of posts from a list endpoint (my-posts, user-posts): first page on mount, then Load More. */
export function usePostPages(url: string, onError?: (err: unknown) => void) {
  const [posts, setPosts] = useState<FeedPost[]>([]);
  const [page, setPage] = useState(1);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (next: number) => {
      setLoading(true);
      try {
        const sep = url.includes("?") ? "&" : "?";
        const body = await requestJson<PostsPage>(`${url}${sep}page=${next}`);
        setPosts((prev) => (next === 1 ? body.posts : [...prev, ...body.posts.filter((p) => !prev.some((q) => q._id === p._id))]));
        setPage(next);
        setHasNext(Boolean(body.pagination?.hasNext));
        setFailed(false);
      } catch (err) {
        if (next === 1) setPosts([]);
        setFailed(true);
        onError?.(err);
      } finally {
        setLoading(false);
      }
    },
    [url, onError],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const replace = useCallback((post: FeedPost) => setPosts((list) => list.map((p) => (p._id === post._id ? post : p))), []);

  return { posts, loading, failed, hasNext, loadMore: () => load(page + 1), replace };
}
