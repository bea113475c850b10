"use client";

import { useSyncExternalStore } from "react";
import { requestJson } from "@/client/request";
import { none, polledCount } from "./unread-counts";
import { MESSAGE_BADGE_POLL_MS } from "./types";

interface Stats {
  stats: { byType: { _id: string; unread: number }[] };
}

/**
 * Unread messages for the header's message icon: the 'message' entry of the notification
 * stats, falling back to the chat unread count when the stats fail; a second failure is
 * ignored (no badge). Pushed by the realtime service the moment it changes (useUnreadPush);
 * polled every 15 s besides, for when the realtime service is unreachable.
 */
async function messageUnread(): Promise<number> {
  try {
    const { stats } = await requestJson<Stats>("/api/notifications/stats");
    return stats.byType.find((entry) => entry._id === "message")?.unread ?? 0;
  } catch {
    try {
      return (await requestJson<{ unreadCount: number }>("/api/chat/unread-count")).unreadCount ?? 0;
    } catch {
      return 0;
    }
  }
}

/** The message badge's count, kept once for the page (components/notifications/unread-counts.ts). */
export const messageCount = polledCount(messageUnread, MESSAGE_BADGE_POLL_MS);

export function useMessageUnread(): number {
  return useSyncExternalStore(messageCount.subscribe, messageCount.get, none);
}
