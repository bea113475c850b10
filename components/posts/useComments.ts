"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useSWRInfinite } from "@/client/swr-infinite";
import { useSession } from "@/client/session";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { serverMessage, statusOf } from "@/client/api-error";
import type { PostComment } from "./types";

export const COMMENTS_PAGE_SIZE = 20;
export const COMMENT_MAX_LENGTH = 500;
/** Id prefix of a comment shown before the server has stored it. */
export const PENDING_COMMENT = "pending_";

interface CommentsPage {
  comments: PostComment[];
  pagination: { page: number; pages: number; total: number; hasNext?: boolean };
}

type Pages = CommentsPage[];

/** The pages with the first one's comments changed and its total moved by `delta`. */
function withFirst(pages: Pages | undefined, change: (comments: PostComment[]) => PostComment[], delta: number): Pages | undefined {
  const [first, ...rest] = pages ?? [];
  if (!first) return pages;
  const pagination = { ...first.pagination, total: Math.max(0, first.pagination.total + delta) };
  return [{ ...first, comments: change(first.comments), pagination }, ...rest];
}

/** Where a comment sits in the pages, to put it back after a refused delete. */
type Place = { comment: PostComment; page: number; index: number };

function take(pages: Pages | undefined, commentId: string): { pages: Pages | undefined; place: Place | null } {
  for (const [page, p] of (pages ?? []).entries()) {
    const index = p.comments.findIndex((c) => c._id === commentId);
    if (index < 0) continue;
    const next = pages!.map((q, i) => (i === page ? { ...q, comments: q.comments.filter((c) => c._id !== commentId) } : q));
    return { pages: withFirst(next, (c) => c, -1), place: { comment: p.comments[index]!, page, index } };
  }
  return { pages, place: null };
}

function putBack(pages: Pages | undefined, place: Place): Pages | undefined {
  if (!pages?.[place.page] || pages.some((p) => p.comments.some((c) => c._id === place.comment._id))) return pages;
  const next = pages.map((p, i) =>
    i === place.page ? { ...p, comments: [...p.comments.slice(0, place.index), place.comment, ...p.comments.slice(place.index)] } : p,
  );
  return withFirst(next, (c) => c, 1);
}

/**
 * Comments of one post as SWR pages (SPEC 4, 8): page 1 on open, Load More, an added comment at
 * the top and a deleted one gone at once (optimistic, through SWR's mutate), put back as they
 * were if the server refuses. Mount it while the dialog is open.
 */
export function useComments(postId: string, onCountChange?: (n: number) => void) {
  const t = useTranslations("Comments");
  const viewer = useSession().data?.user;
  const [posting, setPosting] = useState(false);
  const report = useRef(onCountChange);
  useEffect(() => {
    report.current = onCountChange;
  }, [onCountChange]);

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

  const base = `/api/posts/${postId}/comments`;
  const { data, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<CommentsPage>(
    (index, previous: CommentsPage | null) =>
      previous && index >= previous.pagination.pages ? null : `${base}?page=${index + 1}&limit=${COMMENTS_PAGE_SIZE}`,
    {
      // comments come and go: a reopened dialog shows what it had, then every loaded page afresh
      revalidateAll: true,
      shouldRetryOnError: false,
      onSuccess: (pages: Pages) => report.current?.(pages[0]?.pagination.total ?? 0),
      onError: (err: unknown) => toast.error(errorFor(err, "load")),
    },
  );

  const pages = data ?? [];
  const seen = new Set<string>();
  const comments = pages.flatMap((p) => p.comments).filter((c) => !seen.has(c._id) && seen.add(c._id));
  const last = pages[pages.length - 1];
  const reportTotal = (next: Pages | undefined) => report.current?.(next?.[0]?.pagination.total ?? 0);

  // Optimistic changes are written into the cached pages at once (SWR's mutate, no request),
  // then replaced by the server's answer or undone: each touches only its own comment, so an
  // add and a delete in flight together do not undo each other.
  const edit = (change: (pages: Pages | undefined) => Pages | undefined) => mutate(change, { revalidate: false });

  async function add(content: string): Promise<boolean> {
    const text = content.trim();
    if (!text) {
      toast.error(t("required"));
      return false;
    }
    setPosting(true);
    const pendingId = `${PENDING_COMMENT}${Date.now()}`;
    if (viewer) {
      const { id, username, firstName, lastName, profileImage } = viewer;
      const pending: PostComment = { _id: pendingId, content: text, createdAt: new Date().toISOString(), user: { _id: id, username, firstName, lastName, displayName: null, profileImage } };
      void edit((pages) => withFirst(pages, (list) => [pending, ...list], 1));
    }
    try {
      const body = await requestJson<{ comment: PostComment }>(base, { method: "POST", body: JSON.stringify({ content: text }) });
      const stored = body.comment;
      const next = await edit((pages) => {
        const shown = pages?.[0]?.comments.some((c) => c._id === pendingId);
        return withFirst(pages, (list) => [stored, ...list.filter((c) => c._id !== pendingId && c._id !== stored._id)], shown ? 0 : 1);
      });
      reportTotal(next);
      toast.success(t("added"));
      return true;
    } catch (err) {
      void edit((pages) => (pages?.[0]?.comments.some((c) => c._id === pendingId) ? withFirst(pages, (list) => list.filter((c) => c._id !== pendingId), -1) : pages));
      toast.error(errorFor(err, "add"));
      return false;
    } finally {
      setPosting(false);
    }
  }

  async function remove(commentId: string) {
    let place: Place | null = null;
    const next = await edit((pages) => {
      const taken = take(pages, commentId);
      place = taken.place;
      return taken.pages;
    });
    try {
      await requestJson(`${base}/${commentId}`, { method: "DELETE" });
      reportTotal(next);
      toast.success(t("deleted"));
    } catch (err) {
      const removed = place as Place | null;
      if (removed) void edit((pages) => putBack(pages, removed));
      toast.error(errorFor(err, "delete"));
    }
  }

  return {
    comments,
    loading: isLoading || (isValidating && size > pages.length),
    posting,
    hasMore: Boolean(last && last.pagination.page < last.pagination.pages),
    loadMore: () => setSize(pages.length + 1),
    add,
    remove,
  };
}
