"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useSWRInfinite } from "@/client/swr-infinite";
import { isTemp, mergeLatest, prependOlder } from "./chat-state";
import type { ChatMessage, Pagination } from "./types";

type PageResponse = { messages: ChatMessage[]; pagination: Pagination };

const url = (id: string, page: number) => `/api/chat/conversations/${encodeURIComponent(id)}/messages?page=${page}&limit=50`;

/** The pages an answer brings that the thread has not taken in yet: page 1 merged, older ones put before. */
function takeIn(shown: ChatMessage[], pages: PageResponse[], taken: PageResponse[] | undefined): ChatMessage[] {
  let messages = shown;
  pages.forEach((page, index) => {
    if (taken?.[index] === page) return;
    messages = index === 0 ? mergeLatest(messages, page.messages) : prependOlder(messages, page.messages);
  });
  return messages;
}

/**
 * Messages of the open conversation. Its pages (page 1 the newest, older ones on demand) are
 * loaded through SWR; the thread itself is local state that the realtime events edit (useChat),
 * and each page that arrives is merged in (page 1 keeps the temporary messages and what came
 * live; older pages go before). Page 1 is read again whenever the thread is shown again or an
 * older page is loaded, and after a reconnection every loaded page is. A failed
 * first page is logged and empties the thread; a failed older page is logged.
 */
export function useThread(conversationId: string | null) {
  const id = conversationId && !isTemp(conversationId) ? conversationId : null;
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite<PageResponse>(
    (index, previous: PageResponse | null) => (!id || (previous && !previous.pagination.hasMore) ? null : url(id, index + 1)),
    {
      shouldRetryOnError: false,
      onError: (err: unknown) => console.error(size > 1 ? "[chat] failed to load older messages" : "[chat] failed to load messages", err),
    },
  );
  const [messages, setMessages] = useState<ChatMessage[]>([]);

  // another conversation starts from an empty thread; pages are taken in once each (state
  // adjusted while rendering)
  const [taken, setTaken] = useState<{ thread: string | null; pages?: PageResponse[]; error?: unknown }>({ thread: conversationId });
  if (taken.thread !== conversationId || taken.pages !== data || taken.error !== error) {
    const sameThread = taken.thread === conversationId;
    setTaken({ thread: conversationId, pages: data, error });
    const failedFirst = error && error !== taken.error && size <= 1;
    setMessages((shown) => {
      const base = sameThread ? shown : [];
      if (failedFirst) return [];
      return data ? takeIn(base, data, sameThread ? taken.pages : undefined) : base;
    });
  }

  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = Boolean(last?.pagination.hasMore);
  const loadingOlder = isValidating && size > pages.length && pages.length > 0;

  const loadOlder = useCallback(async () => {
    if (!id || loadingOlder || !hasMore) return;
    await setSize(pages.length + 1);
  }, [id, loadingOlder, hasMore, setSize, pages.length]);

  /** After a reconnection: what arrived meanwhile (stable, for the realtime listeners). */
  const reread = useRef(mutate);
  useLayoutEffect(() => {
    reread.current = id ? mutate : async () => undefined;
  }, [id, mutate]);
  const refreshLatest = useCallback(async () => {
    await reread.current();
  }, []);

  return {
    messages,
    setMessages,
    loading: Boolean(id) && !data && !error,
    loadingOlder,
    hasMore,
    loadOlder,
    refreshLatest,
  };
}
