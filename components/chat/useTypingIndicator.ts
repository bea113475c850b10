"use client";

import { useEffect, useState } from "react";
import type { Socket } from "socket.io-client";

/** A typing indicator clears itself if the stop event never comes (e.g. the other side went offline). */
const TYPING_STALE_MS = 6000;

type TypingEvent = { conversationId: string; userId: string; username?: string };

/** conversationId -> username of the other member typing there. */
export function useTypingIndicator(socket: Socket | null, viewerId: string | undefined) {
  const [typing, setTyping] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!socket) return;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const stop = (conversationId: string) => {
      clearTimeout(timers.get(conversationId));
      timers.delete(conversationId);
      setTyping((t) => {
        if (!(conversationId in t)) return t;
        const next = { ...t };
        delete next[conversationId];
        return next;
      });
    };
    const onStart = (e: TypingEvent) => {
      if (e.userId === viewerId) return;
      setTyping((t) => ({ ...t, [e.conversationId]: e.username ?? "" }));
      clearTimeout(timers.get(e.conversationId));
      timers.set(e.conversationId, setTimeout(() => stop(e.conversationId), TYPING_STALE_MS));
    };
    const onStop = (e: TypingEvent) => stop(e.conversationId);
    // a message from them ends their typing
    const onMessage = (e: { conversationId: string; message?: { sender?: { _id: string } } }) => {
      if (e.message?.sender?._id !== viewerId) stop(e.conversationId);
    };
    socket.on("user_typing", onStart);
    socket.on("user_stopped_typing", onStop);
    socket.on("new_message", onMessage);
    return () => {
      socket.off("user_typing", onStart);
      socket.off("user_stopped_typing", onStop);
      socket.off("new_message", onMessage);
      for (const t of timers.values()) clearTimeout(t);
    };
  }, [socket, viewerId]);

  return typing;
}
