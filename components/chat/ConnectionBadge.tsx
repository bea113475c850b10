"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { RealtimeStatus } from "@/client/realtime";

const STYLES: Record<RealtimeStatus, { dot: string; key: "connected" | "reconnecting" | "disconnected" | "connecting" }> = {
  connected: { dot: "bg-ok", key: "connected" },
  connecting: { dot: "bg-warn animate-pulse", key: "connecting" },
  reconnecting: { dot: "bg-warn animate-pulse", key: "reconnecting" },
  disconnected: { dot: "bg-danger", key: "disconnected" },
};

/** Connected / Reconnecting / Disconnected, announced politely to screen readers. */
export function ConnectionBadge({ status }: { status: RealtimeStatus }) {
  const t = useTranslations("Chat.connection");
  const s = STYLES[status];
  return (
    <span
      role="status"
      data-testid="connection-badge"
      data-status={status}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-medium text-muted"
    >
      <span aria-hidden className={clsx("size-2 rounded-full", s.dot)} />
      {t(s.key)}
    </span>
  );
}
