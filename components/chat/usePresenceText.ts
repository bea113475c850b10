"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import type { Presence } from "./types";
import { useShortAgo } from "./useRelativeTime";

/** How a presence reads wherever it is shown (chat header, conversation list, profile): online, last seen, or offline. */
export function usePresenceText() {
  const t = useTranslations("Chat");
  const ago = useShortAgo();
  return useCallback(
    (p: Presence) => (p.status === "online" ? t("online") : p.lastSeen ? t("lastSeen", { time: ago(p.lastSeen) }) : t("offline")),
    [t, ago],
  );
}
