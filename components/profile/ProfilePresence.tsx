"use client";

import { useMemo } from "react";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { RealtimeConfig } from "@/lib/http/realtime-url";
import { useRealtimeSocket } from "@/client/realtime";
import { resolveRealtimeUrl } from "@/client/realtime-url";
import { usePresence } from "@/components/chat/usePresence";
import { useShortAgo } from "@/components/chat/useRelativeTime";

/**
 * Online dot and "last seen" on a profile, live, for a signed-in viewer who shares a conversation
 * with its owner: presence is shared with conversation partners only (realtime/handlers/presence.ts),
 * so for anyone else nothing is shown.
 */
export function ProfilePresence({ userId, realtime }: { userId: string; realtime: RealtimeConfig }) {
  const { data: session, status } = useSession();
  const t = useTranslations("Chat");
  const ago = useShortAgo();
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
      {online ? t("online") : presence.lastSeen ? t("lastSeen", { time: ago(presence.lastSeen) }) : t("offline")}
    </span>
  );
}
