"use client";

import { useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";

/** SPEC section 9 "Realtime reconnection": unlimited attempts, 1 s growing to 5 s, jitter 0.5, 20 s connect timeout. */
export const REALTIME_OPTIONS = {
  path: "/socket.io",
  transports: ["websocket", "polling"],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** Retry after the server refused the handshake (e.g. the service restarting with a cold database). */
const REFUSED_RETRY_MS = 5000;

export type RealtimeStatus = "connecting" | "connected" | "reconnecting" | "disconnected";

/**
 * One socket.io connection to the realtime service, opened only while `enabled` (signed in) and
 * closed on unmount. The service authenticates the browser by its httpOnly session cookie (sent
 * with the handshake; `withCredentials` for the polling transport), so no token is ever read by
 * page scripts. Emits made while disconnected are buffered by socket.io and sent on
 * reconnection. A server-side disconnect (the service restarting) reconnects too; a
 * `session_ended` notice (signed out elsewhere) stops for good and calls `onSessionEnded`.
 *
 * The socket.io client (about 14 kB compressed) is fetched when the first connection opens, not
 * with the page: a visitor's pages never need it, a member's only after the first paint
 * (docs/decisions/069-page-javascript-budget.md).
 */
export function useRealtimeSocket(
  url: string | null,
  enabled: boolean,
  onSessionEnded?: () => void,
): { socket: Socket | null; status: RealtimeStatus } {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>("disconnected");
  const endedRef = useRef(onSessionEnded);
  useEffect(() => {
    endedRef.current = onSessionEnded;
  }, [onSessionEnded]);

  useEffect(() => {
    if (!url || !enabled) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    let closed = false;
    let s: Socket | null = null;
    // the socket is the external system this effect opens; the state mirrors it
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus("connecting");
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      const socket = io(url, {
        ...REALTIME_OPTIONS,
        transports: [...REALTIME_OPTIONS.transports],
        withCredentials: true,
      });
      s = socket;
      const later = (ms: number) => {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (!socket.connected && !ended) socket.connect();
        }, ms);
      };
      socket.on("connect", () => setStatus("connected"));
      socket.on("session_ended", () => {
        ended = true;
        endedRef.current?.();
      });
      socket.on("disconnect", (reason) => {
        if (reason === "io client disconnect" || ended) return setStatus("disconnected");
        setStatus("reconnecting");
        // socket.io does not reconnect by itself after the server closed the socket (restart, shutdown).
        if (reason === "io server disconnect") later(REALTIME_OPTIONS.reconnectionDelay);
      });
      socket.io.on("reconnect_attempt", () => setStatus("reconnecting"));
      socket.on("connect_error", (err) => {
        console.warn("[realtime] connect error:", err.message);
        if (!socket.active) {
          // refused by the server: socket.io gives up; try again later
          setStatus("disconnected");
          later(REFUSED_RETRY_MS);
        } else {
          setStatus("reconnecting");
        }
      });
      setSocket(socket);
    });
    return () => {
      closed = true;
      clearTimeout(retry);
      if (s) {
        s.removeAllListeners();
        s.io.removeAllListeners();
        s.disconnect();
      }
      setSocket(null);
      setStatus("disconnected");
    };
  }, [url, enabled]);

  return { socket, status };
}
