"use client";

import { useSyncExternalStore } from "react";
import { requestJson } from "@/client/request";
import { BELL_POLL_MS, UNREAD_COUNT_KEY } from "./types";

/**
 * A count of the header's (the bell's, the message badge's), kept once for the page: read when
 * the first component showing it mounts, then every `intervalMs` while one does and the tab is
 * visible (as SWR's refreshInterval did), set at once by the realtime push (useUnreadPush) and by
 * what the member reads. The header's first scripts carry this instead of SWR (decision 096).
 */
export function polledCount(load: () => Promise<number>, intervalMs: number) {
  let value = 0;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const set = (next: number | ((current: number) => number)) => {
    const v = typeof next === "function" ? next(value) : next;
    if (v === value) return;
    value = v;
    emit();
  };

  /** Reads the count again (one request at a time); a failure keeps the count shown. */
  const refresh = (): Promise<void> =>
    (inFlight ??= load()
      .then(set, (err: unknown) => console.warn("unread count failed", err))
      .finally(() => {
        inFlight = null;
      }));

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) {
      void refresh();
      timer = setInterval(() => {
        if (document.visibilityState === "visible") void refresh();
      }, intervalMs);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  };

  return { subscribe, get: () => value, set, refresh };
}

/** The bell's count of unread notifications, polled every BELL_POLL_MS. */
export const bellCount = polledCount(async () => (await requestJson<{ unreadCount: number }>(UNREAD_COUNT_KEY)).unreadCount ?? 0, BELL_POLL_MS);

/** A count's value on the server (and before it is read): none. */
export const none = () => 0;

/** The bell's count (0 until read; 0 on the server). */
export function useBellCount(): number {
  return useSyncExternalStore(bellCount.subscribe, bellCount.get, none);
}

