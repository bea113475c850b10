"use client";

import { useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { useRouter } from "@/i18n/navigation";
import { requestJson } from "@/client/request";
import type { ChatConversation } from "./types";

/**
 * /chat?user={username}: open the existing conversation with that user, else find or start it
 * (POST /api/chat/conversations), then replace the URL by /chat. Failure: a toast, back to /chat.
 */
export function useStartFromQuery(opts: {
  ready: boolean;
  conversations: ChatConversation[];
  select: (id: string) => void;
  open: (c: ChatConversation) => void;
}) {
  const t = useTranslations("Chat");
  const router = useRouter();
  const username = useSearchParams().get("user")?.trim();
  const handled = useRef<string | null>(null);
  const { ready, conversations, select, open } = opts;

  useEffect(() => {
    if (!username || !ready || handled.current === username) return;
    handled.current = username;
    const wanted = username.toLowerCase();
    const existing = conversations.find((c) => c.participant.username.toLowerCase() === wanted);
    if (existing) {
      select(existing._id);
      router.replace("/chat");
      return;
    }
    requestJson<{ conversation: ChatConversation }>("/api/chat/conversations", {
      method: "POST",
      body: JSON.stringify({ username }),
    })
      .then((res) => open(res.conversation))
      .catch((err) => {
        console.error("[chat] could not start the conversation", err);
        toast.error(t("startFailed"));
      })
      .finally(() => router.replace("/chat"));
  }, [username, ready, conversations, select, open, router, t]);
}
