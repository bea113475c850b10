"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/Spinner";
import { isGroupEnd, isGroupStart } from "./chat-state";
import { MessageBubble } from "./MessageBubble";
import type { ChatMessage } from "./types";

interface Props {
  messages: ChatMessage[];
  viewerId: string;
  loading: boolean;
  loadingOlder: boolean;
  hasMore: boolean;
  onLoadOlder: () => void;
  footer?: React.ReactNode;
  /** a message changed here (a pay-per-view message bought): it replaces the one shown */
  onMessageChange?: (message: ChatMessage) => void;
}

const NEAR_BOTTOM_PX = 120;

/**
 * The thread, oldest at the top. Sticks to the bottom as messages arrive (when the reader is
 * near it or the message is their own); loading older pages keeps the reading position.
 */
export function MessageList({ messages, viewerId, loading, loadingOlder, hasMore, onLoadOlder, footer, onMessageChange }: Props) {
  const t = useTranslations("Chat");
  const box = useRef<HTMLDivElement>(null);
  const prev = useRef({ first: "", last: "", height: 0, nearBottom: true });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?._id ?? "";
    const last = messages[messages.length - 1]?._id ?? "";
    const p = prev.current;
    if (first !== p.first && last === p.last && p.height) {
      el.scrollTop += el.scrollHeight - p.height; // older page prepended
    } else if (last !== p.last) {
      const own = messages[messages.length - 1]?.sender._id === viewerId;
      if (p.nearBottom || own || !p.last) el.scrollTop = el.scrollHeight;
    }
    prev.current = { first, last, height: el.scrollHeight, nearBottom: p.nearBottom };
  }, [messages, viewerId]);

  // keep the bottom in view when the typing indicator or images change the height
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => {
      if (prev.current.nearBottom) el.scrollTop = el.scrollHeight;
    });
    // the box itself too: the phone's keyboard or a growing composer shrinks it, and the last
    // message stays above the composer instead of under it
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    return () => ro.disconnect();
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    prev.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    prev.current.height = el.scrollHeight;
    if (el.scrollTop < 40 && hasMore && !loadingOlder) onLoadOlder();
  };

  return (
    <div ref={box} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 md:px-5" data-testid="message-list">
      <div>
        {hasMore && (
          <div className="mb-2 flex justify-center">
            <button
              type="button"
              onClick={onLoadOlder}
              disabled={loadingOlder}
              className="rounded-full border border-line px-3 py-1 text-xs font-medium text-muted transition hover:text-ink disabled:opacity-60"
            >
              {loadingOlder ? t("loadingOlder") : t("loadOlder")}
            </button>
          </div>
        )}
        {loading && messages.length === 0 && (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        )}
        {!loading && messages.length === 0 && <p className="p-6 text-center text-sm text-muted">{t("startTheConversation")}</p>}
        <ol aria-label={t("messagesLabel")} aria-live="polite">
          {messages.map((m, i) => (
            <MessageBubble
              key={m.clientId ?? m._id}
              message={m}
              own={m.sender._id === viewerId}
              groupStart={isGroupStart(messages, i)}
              groupEnd={isGroupEnd(messages, i)}
              onChange={onMessageChange}
            />
          ))}
        </ol>
        {footer}
      </div>
    </div>
  );
}
