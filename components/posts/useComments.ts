"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { requestJson } from "@/client/request";
import { serverMessage, statusOf } from "@/client/api-error";
import type { PostComment } from "./types";

export const COMMENTS_PAGE_SIZE = 20;
export const COMMENT_MAX_LENGTH = 500;

interface CommentsPage {
  comments: PostComment[];
  pagination: { page: number; pages: number; total: number; hasNext?: boolean };
}

/** Comments of one post: load page 1 on open, Load More, add at the top, delete (SPEC 4, 8). */
/** Mount it while the dialog is open: it loads page 1 on mount. */
export function useComments(postId: string, onCountChange?: (n: number) => void) {
  const t = useTranslations("Comments");
  const [comments, setComments] = useState<PostComment[]>([]);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(true);
  const [posting, setPosting] = useState(false);
  const total = useRef(0);
  const report = useRef(onCountChange);
  useEffect(() => {
    report.current = onCountChange;
  }, [onCountChange]);

  const setTotal = (n: number) => {
    total.current = Math.max(0, n);
    report.current?.(total.current);
  };

  const errorFor = useCallback(
    (err: unknown, op: "load" | "add" | "delete") => {
      const status = statusOf(err);
      if (status === 401) return t("authRequired");
      if (status === 403) return op === "add" ? t("disabled") : op === "delete" ? t("notAuthorized") : serverMessage(err, t("loadFailed"));
      if (status === 404) return serverMessage(err, t("postNotFound"));
      return op === "load" ? t("loadFailed") : op === "add" ? t("addFailed") : t("deleteFailed");
    },
    [t],
  );

  // State changes only in the promise callbacks: the mount effect calls this directly.
  const load = useCallback(
    (nextPage: number) =>
      requestJson<CommentsPage>(`/api/posts/${postId}/comments?page=${nextPage}&limit=${COMMENTS_PAGE_SIZE}`)
        .then(
          (body) => {
            setComments((prev) => {
              if (nextPage === 1) return body.comments;
              const seen = new Set(prev.map((c) => c._id));
              return [...prev, ...body.comments.filter((c) => !seen.has(c._id))];
            });
            setPage(nextPage);
            setPages(body.pagination.pages);
            setTotal(body.pagination.total);
          },
          (err: unknown) => toast.error(errorFor(err, "load")),
        )
        .finally(() => setLoading(false)),
    [postId, errorFor],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  async function add(content: string): Promise<boolean> {
    const text = content.trim();
    if (!text) {
      toast.error(t("required"));
      return false;
    }
    setPosting(true);
    try {
      const body = await requestJson<{ comment: PostComment }>(`/api/posts/${postId}/comments`, {
        method: "POST",
        body: JSON.stringify({ content: text }),
      });
      setComments((prev) => [body.comment, ...prev]);
      setTotal(total.current + 1);
      toast.success(t("added"));
      return true;
    } catch (err) {
      toast.error(errorFor(err, "add"));
      return false;
    } finally {
      setPosting(false);
    }
  }

  async function remove(commentId: string) {
    try {
      await requestJson(`/api/posts/${postId}/comments/${commentId}`, { method: "DELETE" });
      setComments((prev) => prev.filter((c) => c._id !== commentId));
      setTotal(total.current - 1);
      toast.success(t("deleted"));
    } catch (err) {
      toast.error(errorFor(err, "delete"));
    }
  }

  function loadMore() {
    setLoading(true);
    return load(page + 1);
  }

  return { comments, loading, posting, hasMore: page < pages, loadMore, add, remove };
}
