"use client";

import { useEffect, useRef, useState } from "react";
import { io, type Socket } from "socket.io-client";

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

/** Retry after the server refused the handshake (e.g. a token that expired): the session hands us a fresh one. */
const REFUSED_RETRY_MS = 5000;

export type RealtimeStatus = "connecting" | "connected" | "reconnecting" | "disconnected";

/**
 * One socket.io connection to the realtime service, opened only while a token exists and
 * closed on unmount. Emits made while disconnected are buffered by socket.io and sent on
 * reconnection. A server-side disconnect (the service restarting) reconnects too.
 * The token is read at every handshake, so a refreshed session token is used on reconnects.
 */
export function useRealtimeSocket(url: string | null, token: string | undefined): { socket: Socket | null; status: RealtimeStatus } {
  const [socket, setSocket] = useState<Socket | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>("disconnected");
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  const hasToken = Boolean(token);

  useEffect(() => {
    if (!url || !hasToken) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const s = io(url, {
      ...REALTIME_OPTIONS,
      transports: [...REALTIME_OPTIONS.transports],
      auth: (cb) => cb({ token: tokenRef.current }),
    });
    const later = (ms: number) => {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!s.connected) s.connect();
      }, ms);
    };
    s.on("connect", () => setStatus("connected"));
    s.on("disconnect", (reason) => {
      if (reason === "io client disconnect") return setStatus("disconnected");
      setStatus("reconnecting");
      // socket.io does not reconnect by itself after the server closed the socket (restart, shutdown).
      if (reason === "io server disconnect") later(REALTIME_OPTIONS.reconnectionDelay);
    });
    s.io.on("reconnect_attempt", () => setStatus("reconnecting"));
    s.on("connect_error", (err) => {
      console.warn("[realtime] connect error:", err.message);
      if (!s.active) {
        // refused by the server (authentication): socket.io gives up; try again with the current token
        setStatus("disconnected");
        later(REFUSED_RETRY_MS);
      } else {
        setStatus("reconnecting");
      }
    });
    setSocket(s);
    setStatus("connecting");
    return () => {
      clearTimeout(retry);
      s.removeAllListeners();
      s.io.removeAllListeners();
      s.disconnect();
      setSocket(null);
      setStatus("disconnected");
    };
  }, [url, hasToken]);

  return { socket, status };
}
