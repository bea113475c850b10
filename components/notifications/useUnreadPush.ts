"use client";

import { useEffect, useMemo, useRef } from "react";
import { useSWRConfig } from "swr";
import { useSWR } from "@/client/swr";
import { useAfterLoad } from "@/client/after-load";
import { useRealtimeSocket } from "@/client/realtime";
import { resolveRealtimeUrl } from "@/client/realtime-url";
import type { RealtimeConfig } from "@/lib/http/realtime-url";
import { MESSAGE_UNREAD_KEY, NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from "./types";

type UnreadCounts = { notifications: number; messages: number };

/**
 * The header's unread counts (bell, messages) move the moment something is read or arrives:
 * the realtime service pushes `unread_counts` to every socket of the member (realtime/unread.ts),
 * whoever changed them (a like, a message, this member reading in another tab). The polls of the
 * bell and the badge stay as the fallback when the service is unreachable. The socket opens once
 * the page has loaded (the first counts come from the API with it): the socket.io client is not
 * part of a page's first scripts (decision 069).
 */
export function useUnreadPush(): void {
  const { data: config } = useSWR<RealtimeConfig>("/api/chat/realtime-config", { revalidateOnFocus: false, dedupingInterval: 60 * 60_000 });
  const url = useMemo(() => (config ? resolveRealtimeUrl(config, window.location) : null), [config]);
  const afterLoad = useAfterLoad();
  const { socket } = useRealtimeSocket(url, url !== null && afterLoad);
  const { mutate } = useSWRConfig();
  const last = useRef<UnreadCounts | null>(null);

  useEffect(() => {
    if (!socket) return;
    const onCounts = (c: UnreadCounts | undefined) => {
      if (!c || typeof c.notifications !== "number" || typeof c.messages !== "number") return;
      const grew = last.current !== null && c.notifications > last.current.notifications;
      last.current = c;
      void mutate(UNREAD_COUNT_KEY, { unreadCount: c.notifications }, { revalidate: false });
      void mutate(MESSAGE_UNREAD_KEY, c.messages, { revalidate: false });
      // something arrived: the bell's list (when it is open or cached) shows it too
      if (grew) void mutate(NOTIFICATIONS_KEY);
    };
    socket.on("unread_counts", onCounts);
    return () => {
      socket.off("unread_counts", onCounts);
    };
  }, [socket, mutate]);
}
