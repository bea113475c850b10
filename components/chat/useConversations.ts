"use client";

import { useCallback, useEffect, useState } from "react";
import { requestJson } from "@/lib/client/request";
import type { ChatConversation, Pagination } from "./types";

type ListResponse = { conversations: ChatConversation[]; pagination: Pagination };

/** The viewer's conversations (GET /api/chat/conversations). A load failure is logged and empties the list. */
export function useConversations(enabled: boolean) {
  const [conversations, setConversations] = useState<ChatConversation[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      const res = await requestJson<ListResponse>("/api/chat/conversations?limit=100");
      setConversations((current) => {
        // keep a conversation opened locally that the server does not list yet
        const ids = new Set(res.conversations.map((c) => c._id));
        return [...current.filter((c) => !ids.has(c._id) && c.lastMessage === null), ...res.conversations];
      });
    } catch (err) {
      console.error("[chat] failed to load conversations", err);
      setConversations([]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { conversations, setConversations, loading, reload };
}
