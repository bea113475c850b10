"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { requestJson } from "@/client/request";
import { useAfterEngagement } from "@/client/after-load";
import { useRealtimeSocket } from "@/client/realtime";
import { resolveRealtimeUrl } from "@/client/realtime-url";
import type { RealtimeConfig } from "@/lib/http/realtime-url";
import { bellCount } from "./unread-counts";
import { messageCount } from "./useMessageUnread";
import { NOTIFICATIONS_KEY } from "./types";

/** The longest the live counts wait for the member to do something after the page has loaded. */
const LIVE_AFTER_MS = 8000;

type UnreadCounts = { notifications: number; messages: number };

/** Where the socket connects, asked once a page (it does not change while the app runs). */
let realtimeConfig: Promise<RealtimeConfig> | null = null;
function loadRealtimeConfig(): Promise<RealtimeConfig> {
  realtimeConfig ??= requestJson<RealtimeConfig>("/api/chat/realtime-config").catch((err: unknown) => {
    realtimeConfig = null;
    throw err;
  });
  return realtimeConfig;
}

/**
 * The header's unread counts (bell, messages) move the moment something is read or arrives:
 * the realtime service pushes `unread_counts` to every socket of the member (realtime/unread.ts),
 * whoever changed them (a like, a message, this member reading in another tab). The polls of the
 * bell and the badge stay as the fallback when the service is unreachable. The socket opens once
 * the page has loaded (the first counts come from the API with it) and the member does something
 * or LIVE_AFTER_MS pass (the service sends the current counts on connection): the socket.io client
 * is not part of a page's loading (decisions 069, 088).
 */
export function useUnreadPush(): void {
  const [config, setConfig] = useState<RealtimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadRealtimeConfig().then(
      (c) => live && setConfig(c),
      (err: unknown) => console.warn("realtime config failed", err),
    );
    return () => {
      live = false;
    };
  }, []);
  const url = useMemo(() => (config ? resolveRealtimeUrl(config, window.location) : null), [config]);
  const engaged = useAfterEngagement(LIVE_AFTER_MS);
  const { socket } = useRealtimeSocket(url, url !== null && engaged);
  const last = useRef<UnreadCounts | null>(null);

  useEffect(() => {
    if (!socket) return;
    const onCounts = (c: UnreadCounts | undefined) => {
      if (!c || typeof c.notifications !== "number" || typeof c.messages !== "number") return;
      const grew = last.current !== null && c.notifications > last.current.notifications;
      last.current = c;
      bellCount.set(c.notifications);
      messageCount.set(c.messages);
      // something arrived: the bell's list (when it is open or cached, through SWR) shows it too
      if (grew) void import("swr").then(({ mutate }) => mutate(NOTIFICATIONS_KEY));
    };
    socket.on("unread_counts", onCounts);
    return () => {
      socket.off("unread_counts", onCounts);
    };
  }, [socket]);
}
