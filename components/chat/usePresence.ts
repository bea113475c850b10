"use client";

import { useEffect, useState } from "react";
import type { Socket } from "socket.io-client";
import type { Presence } from "./types";

type StatusEvent = { userId: string; status: string; lastSeen?: string | null };
type OnlineAck = { success?: boolean; users?: StatusEvent[] };

/** Events after which the viewer's presence peers may have changed: a message sent, received or read. */
const PEER_EVENTS = ["message_sent", "new_message", "messages_read"] as const;

/**
 * Who is online, from user_status_change (online adds, anything else removes and keeps the
 * last-seen time), seeded on every connection by get_online_users for the conversation partners,
 * and asked again when a message is sent, received or read.
 */
export function usePresence(socket: Socket | null, userIds: string[]) {
  const [presence, setPresence] = useState<Record<string, Presence>>({});
  const key = [...new Set(userIds)].sort().join(",");

  useEffect(() => {
    if (!socket) return;
    const apply = (e: StatusEvent) =>
      setPresence((p) => ({ ...p, [e.userId]: { status: e.status === "online" ? "online" : "offline", lastSeen: e.lastSeen ?? p[e.userId]?.lastSeen ?? null } }));
    const ask = () => {
      const ids = key ? key.split(",") : [];
      socket.emit("get_online_users", ids.length ? { userIds: ids } : {}, (ack: OnlineAck) => {
        if (!ack?.success || !ack.users) return;
        setPresence((p) => {
          const next = { ...p };
          for (const u of ack.users!) next[u.userId] = { status: u.status === "online" ? "online" : "offline", lastSeen: u.lastSeen ?? null };
          return next;
        });
      });
    };
    socket.on("user_status_change", apply);
    socket.on("connect", ask);
    // a conversation's first message makes its two members presence peers (lib/chat/presence.ts):
    // a partner who came online before it was written is learnt now, not at the next reconnection
    for (const event of PEER_EVENTS) socket.on(event, ask);
    if (socket.connected) ask();
    return () => {
      socket.off("user_status_change", apply);
      socket.off("connect", ask);
      for (const event of PEER_EVENTS) socket.off(event, ask);
    };
  }, [socket, key]);

  return presence;
}
