"use client";

import { useCallback, useState } from "react";
import { useSWR } from "@/client/swr";
import type { ChatConversation, Pagination } from "./types";

type ListResponse = { conversations: ChatConversation[]; pagination: Pagination };

const LIST_KEY = "/api/chat/conversations?limit=100";

/** A fresh list from the server, keeping a conversation opened here that the server does not list yet. */
function withServerList(shown: ChatConversation[], listed: ChatConversation[]): ChatConversation[] {
  const ids = new Set(listed.map((c) => c._id));
  return [...shown.filter((c) => !ids.has(c._id) && c.lastMessage === null), ...listed];
}

/**
 * The viewer's conversations. The list is loaded through SWR (GET /api/chat/conversations) and
 * kept in local state that the realtime events edit (useChat); each answer from the server is
 * merged in when it arrives. A load failure is logged and empties the list.
 */
export function useConversations(enabled: boolean) {
  const { data, error, mutate } = useSWR<ListResponse>(enabled ? LIST_KEY : null, {
    shouldRetryOnError: false,
    onError: (err) => console.error("[chat] failed to load conversations", err),
  });
  const [conversations, setConversations] = useState<ChatConversation[]>([]);

  // each new answer (or failure) is taken into the local list once (state adjusted while rendering)
  const [taken, setTaken] = useState<{ data?: ListResponse; error?: unknown }>({});
  if (data !== taken.data || error !== taken.error) {
    setTaken({ data, error });
    if (error && error !== taken.error) setConversations([]);
    else if (data && data !== taken.data) setConversations((shown) => withServerList(shown, data.conversations));
  }

  /** Loads the list again (a new conversation, a reconnection). */
  const reload = useCallback(() => void mutate(), [mutate]);

  return { conversations, setConversations, loading: enabled && !data && !error, reload };
}
