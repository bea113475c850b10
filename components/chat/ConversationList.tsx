"use client";

import { useState } from "react";
import clsx from "clsx";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/Spinner";
import { displayName, filterConversations } from "./chat-state";
import { PresenceAvatar } from "./PresenceAvatar";
import type { ChatConversation, Presence } from "./types";
import { usePresenceText } from "./usePresenceText";
import { useShortAgo } from "./useRelativeTime";

interface Props {
  conversations: ChatConversation[];
  loading: boolean;
  selectedId: string | null;
  presence: Record<string, Presence>;
  typing: Record<string, string>;
  onSelect: (id: string) => void;
}

export function ConversationList({ conversations, loading, selectedId, presence, typing, onSelect }: Props) {
  const t = useTranslations("Chat");
  const ago = useShortAgo();
  const presenceText = usePresenceText();
  const [query, setQuery] = useState("");
  const shown = filterConversations(conversations, query);

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-line p-3">
        <label className="relative block">
          <span className="sr-only">{t("searchLabel")}</span>
          <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-subtle" />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("searchPlaceholder")}
            className="h-10 w-full rounded-full border border-line bg-canvas/60 ps-9 pe-3 text-sm text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
          />
        </label>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {loading && (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        )}
        {!loading && shown.length === 0 && (
          <p className="p-6 text-center text-sm text-muted">{query ? t("noMatches") : t("noConversations")}</p>
        )}
        <ul aria-label={t("conversations")}>
          {shown.map((c) => {
            const name = displayName(c.participant);
            const seen = presence[c.participant._id];
            const online = seen?.status === "online";
            const active = c._id === selectedId;
            const isTyping = typing[c._id] !== undefined;
            return (
              <li key={c._id}>
                <button
                  type="button"
                  onClick={() => onSelect(c._id)}
                  aria-current={active ? "true" : undefined}
                  data-testid="conversation-row"
                  data-username={c.participant.username}
                  className={clsx(
                    "flex w-full items-center gap-3 px-3 py-3 text-start transition hover:bg-surface-2 focus-visible:bg-surface-2",
                    active && "bg-surface-2",
                  )}
                >
                  <PresenceAvatar name={name} src={c.participant.profileImage} online={online} onlineLabel={t("online")} className="size-11" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-semibold text-ink">{name}</span>
                      {c.lastMessage && <span className="shrink-0 text-xs text-subtle">{ago(c.lastMessage.createdAt)}</span>}
                    </span>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span dir={isTyping ? undefined : "auto"} className={clsx("truncate text-sm", isTyping ? "text-accent" : "text-muted")}>
                        {isTyping ? t("typingShort") : c.lastMessage ? c.lastMessage.content || t("attachmentPreview") : t("noMessages")}
                      </span>
                      {c.unreadCount > 0 && (
                        <span
                          data-testid="conversation-unread"
                          aria-label={t("unread", { count: c.unreadCount })}
                          className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent-strong px-1.5 text-[11px] font-bold text-white"
                        >
                          {c.unreadCount > 99 ? "99+" : c.unreadCount}
                        </span>
                      )}
                    </span>
                    {seen && (
                      <span data-testid="conversation-presence" data-status={seen.status} className={clsx("mt-0.5 block truncate text-xs", online ? "text-ok" : "text-subtle")}>
                        {presenceText(seen)}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
