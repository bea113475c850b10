"use client";

import { useCallback, useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";

/** SPEC section 9 "Typing-stop delay". */
export const TYPING_STOP_DELAY_MS = 1000;

/** typing_start once when typing begins; typing_stop after 1000 ms without typing, on send, or on leaving. */
export function useTypingEmitter(socket: Socket | null, conversationId: string | null) {
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    if (typing.current && socket && conversationId) socket.emit("typing_stop", { conversationId });
    typing.current = false;
  }, [socket, conversationId]);

  const onInput = useCallback(() => {
    if (!socket || !conversationId || !socket.connected) return;
    if (!typing.current) {
      typing.current = true;
      socket.emit("typing_start", { conversationId });
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_STOP_DELAY_MS);
  }, [socket, conversationId, stop]);

  useEffect(() => stop, [stop]);

  return { onInput, stop };
}
