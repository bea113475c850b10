"use client";

import { useEffect, useState } from "react";
import type { RealtimeStatus } from "@/client/realtime";

/** How long the connection may be down before the chat says so (a blip of a reconnection is not news). */
export const OFFLINE_AFTER_MS = 2500;

/**
 * True once the realtime connection has not been up for OFFLINE_AFTER_MS (never connected yet, or
 * lost): well inside the 5 seconds the chat has to tell the truth about it, whatever socket.io's
 * own timeouts (a server that does not answer at all only fails its handshake after 20 s).
 */
export function useOffline(status: RealtimeStatus): boolean {
  const [offline, setOffline] = useState(false);
  const up = status === "connected";
  useEffect(() => {
    if (up) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- mirrors the socket's state
      setOffline(false);
      return;
    }
    const timer = setTimeout(() => setOffline(true), OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [up]);
  return offline && !up;
}
