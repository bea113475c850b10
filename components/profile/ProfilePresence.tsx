"use client";

import { useMemo } from "react";
import { useSession } from "@/client/session";
import type { RealtimeConfig } from "@/lib/http/realtime-url";
import { useRealtimeSocket } from "@/client/realtime";
import { resolveRealtimeUrl } from "@/client/realtime-url";
import { usePresence } from "@/components/chat/usePresence";
import { usePresenceText } from "@/components/chat/usePresenceText";

/**
 * Online dot and "last seen" on a profile, live, for a signed-in viewer who may see its owner's
 * presence (THE presence rule, lib/chat/presence.ts: a conversation with a message, both accounts
 * shown, no block either way). The realtime service answers nothing about anyone else, so nothing
 * is shown to them; a visitor opens no connection at all.
 */
export function ProfilePresence({ userId, realtime }: { userId: string; realtime: RealtimeConfig }) {
  const { data: session, status } = useSession();
  const presenceText = usePresenceText();
  const url = useMemo(
    () => (typeof window === "undefined" ? null : resolveRealtimeUrl({ url: realtime.url, port: realtime.port }, window.location)),
    [realtime.url, realtime.port],
  );
  const own = session?.user?.id === userId;
  const { socket } = useRealtimeSocket(url, status === "authenticated" && !own);
  const presence = usePresence(socket, [userId])[userId];
  if (!presence) return null;
  const online = presence.status === "online";
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="profile-presence" data-status={presence.status}>
      <span aria-hidden className={online ? "size-2.5 rounded-full bg-ok" : "size-2.5 rounded-full bg-subtle"} />
      {presenceText(presence)}
    </span>
  );
}
