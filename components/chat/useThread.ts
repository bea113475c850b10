"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { requestJson } from "@/client/request";
import { isTemp, mergeLatest, prependOlder } from "./chat-state";
import type { ChatMessage, Pagination } from "./types";

type PageResponse = { messages: ChatMessage[]; pagination: Pagination };

const url = (id: string, page: number) => `/api/chat/conversations/${encodeURIComponent(id)}/messages?page=${page}&limit=50`;

/**
 * Messages of the open conversation: page 1 (newest) on open, older pages on demand, a refresh
 * after reconnection that keeps the temporary messages. Load failures are logged and empty the list.
 */
export function useThread(conversationId: string | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(Boolean(conversationId));
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const current = useRef(conversationId);
  useLayoutEffect(() => {
    current.current = conversationId;
  }, [conversationId]);

  // another conversation: start from an empty thread (state adjusted while rendering)
  const [shownFor, setShownFor] = useState(conversationId);
  if (shownFor !== conversationId) {
    setShownFor(conversationId);
    setMessages([]);
    setPage(1);
    setHasMore(false);
    setLoading(Boolean(conversationId && !isTemp(conversationId)));
  }

  useEffect(() => {
    if (!conversationId || isTemp(conversationId)) return;
    let cancelled = false;
    requestJson<PageResponse>(url(conversationId, 1))
      .then((res) => {
        if (cancelled) return;
        setMessages((shown) => mergeLatest(shown, res.messages));
        setHasMore(res.pagination.hasMore);
      })
      .catch((err) => {
        console.error("[chat] failed to load messages", err);
        if (!cancelled) setMessages([]);
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  const loadOlder = useCallback(async () => {
    const id = current.current;
    if (!id || loadingOlder || !hasMore) return;
    setLoadingOlder(true);
    try {
      const res = await requestJson<PageResponse>(url(id, page + 1));
      if (current.current !== id) return;
      setMessages((shown) => prependOlder(shown, res.messages));
      setPage(page + 1);
      setHasMore(res.pagination.hasMore);
    } catch (err) {
      console.error("[chat] failed to load older messages", err);
    } finally {
      setLoadingOlder(false);
    }
  }, [hasMore, loadingOlder, page]);

  /** After a reconnection: what arrived meanwhile. */
  const refreshLatest = useCallback(async () => {
    const id = current.current;
    if (!id || isTemp(id)) return;
    try {
      const res = await requestJson<PageResponse>(url(id, 1));
      if (current.current === id) setMessages((shown) => mergeLatest(shown, res.messages));
    } catch (err) {
      console.error("[chat] failed to refresh messages", err);
    }
  }, []);

  return { messages, setMessages, loading, loadingOlder, hasMore, loadOlder, refreshLatest };
}
