"use client";

import { useState, type ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Socket } from "socket.io-client";
import { TipDialog } from "@/components/tips/TipDialog";
import { MemberMenu } from "@/components/blocks/MemberMenu";
import { displayName } from "./chat-state";
import { Composer } from "./Composer";
import { MessageList } from "./MessageList";
import { PresenceAvatar } from "./PresenceAvatar";
import type { ChatConversation, ChatMessage, Presence } from "./types";
import { usePresenceText } from "./usePresenceText";
import { useTypingEmitter } from "./useTypingEmitter";
import type { SendExtras } from "./useChat";

interface Props {
  conversation: ChatConversation;
  viewerId: string;
  socket: Socket | null;
  presence: Presence | undefined;
  typingName: string | undefined;
  thread: {
    messages: ChatMessage[];
    loading: boolean;
    loadingOlder: boolean;
    hasMore: boolean;
    loadOlder: () => void;
  };
  onSend: (content: string, files: File[], extras: SendExtras) => Promise<void>;
  onBack: () => void;
  /** a message changed here (a pay-per-view message bought in this tab) */
  onMessageChange: (message: ChatMessage) => void;
  /** the viewer is a creator (vault media and a price in the composer) */
  creator: boolean;
  /** the files being sent (progress bars), shown above the composer */
  uploads?: ReactNode;
}

export function ConversationView({ conversation, viewerId, socket, presence, typingName, thread, onSend, onBack, onMessageChange, creator, uploads }: Props) {
  const t = useTranslations("Chat");
  const presenceText = usePresenceText();
  const [tipOpen, setTipOpen] = useState(false);
  const typing = useTypingEmitter(socket, conversation._id);
  const user = conversation.participant;
  const name = displayName(user);
  const online = presence?.status === "online";
  const statusText = presenceText(presence ?? { status: "offline" });

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b border-line px-3 py-2.5 md:px-5">
        <button
          type="button"
          onClick={onBack}
          aria-label={t("back")}
          className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink md:hidden"
        >
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
        <PresenceAvatar name={name} src={user.profileImage} online={online} onlineLabel={t("online")} className="size-10" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-ink">{name}</h2>
          <p className="text-xs text-muted" data-testid="presence">
            {statusText}
          </p>
        </div>
        <MemberMenu username={user.username} />
      </div>
      <MessageList
        messages={thread.messages}
        viewerId={viewerId}
        loading={thread.loading}
        loadingOlder={thread.loadingOlder}
        hasMore={thread.hasMore}
        onLoadOlder={thread.loadOlder}
        onMessageChange={onMessageChange}
        footer={
          <p className="h-6 ps-10 pt-1 text-xs text-muted italic" aria-live="polite" data-testid="typing-indicator">
            {typingName !== undefined ? t("typing", { name }) : ""}
          </p>
        }
      />
      {uploads && <div className="border-t border-line px-2 pt-2 md:px-3">{uploads}</div>}
      <Composer
        onTyping={typing.onInput}
        onTip={() => setTipOpen(true)}
        creator={creator}
        onSend={async (content, files, extras) => {
          typing.stop();
          await onSend(content, files, extras);
        }}
      />
      <TipDialog open={tipOpen} onClose={() => setTipOpen(false)} recipient={{ username: user.username, firstName: user.firstName }} />
    </div>
  );
}
