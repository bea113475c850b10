"use client";

import { useCallback, useEffect, useState } from "react";
import { requestJson } from "@/client/request";
import type { ChatConversation, Pagination } from "./types";

type ListResponse = { conversations: ChatConversation[]; pagination: Pagination };

/** The viewer's conversations (GET /api/chat/conversations). A load failure is logged and empties the list. */
export function useConversations(enabled: boolean) {
  const [conversations, setConversations] = useState<ChatConversation[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    requestJson<ListResponse>("/api/chat/conversations?limit=100")
      .then((res) => {
        if (cancelled) return;
        setConversations((current) => {
          // keep a conversation opened locally that the server does not list yet
          const ids = new Set(res.conversations.map((c) => c._id));
          return [...current.filter((c) => !ids.has(c._id) && c.lastMessage === null), ...res.conversations];
        });
      })
      .catch((err) => {
        console.error("[chat] failed to load conversations", err);
        if (!cancelled) setConversations([]);
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [enabled, version]);

  /** Loads the list again (a new conversation, a reconnection). */
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { conversations, setConversations, loading, reload };
}
