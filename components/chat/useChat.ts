"use client";

import { errorTextOf, errorTextsReady } from "@/client/error-texts";
import { isErrorCode } from "@/shared/errors/codes";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { toast } from "@/client/toast";
import { useTranslations } from "next-intl";
import { requestJson } from "@/client/request";
import { useResumableUploads } from "@/components/uploads/useResumableUploads";
import { appendMessage, confirmMessage, displayName, markRead, newClientId, removeTemp, replaceMessage, setUnread, TEMP_PREFIX, withLastMessage } from "./chat-state";
import { showMessageNotification } from "./notifications";
import type { ChatConversation, ChatMessage, ChatUser } from "./types";
import type { VaultItem } from "@/components/vault/types";
import { useConversations } from "./useConversations";
import { useThread } from "./useThread";

type SentEvent = { message: ChatMessage; clientId?: string; conversationId: string };
type NewEvent = { message: ChatMessage; conversationId: string };
type ReadEvent = { conversationId: string; messageIds: string[]; readBy: string; readAt: string };
type ErrorEvent = { event?: string; message?: string; status?: number; code?: string; clientId?: string };
type NotificationEvent = { sender: { username: string }; message: { content: string }; conversationId: string };
type UploadResponse = { attachments: { _id: string }[] };

/** What a creator's message may carry beyond text and uploads: media from their vault, a price (currency units). */
export type SendExtras = { vault: VaultItem[]; price: number | null };
const NO_EXTRAS: SendExtras = { vault: [], price: null };

/**
 * The chat's state and its realtime wiring (SPEC section 4): conversations, the open thread,
 * optimistic sends confirmed by message_sent, receipts, new messages and notifications.
 */
export function useChat(socket: Socket | null, viewer: ChatUser | null) {
  const t = useTranslations("Chat");
  const { conversations, setConversations, loading: loadingConversations, reload } = useConversations(Boolean(viewer));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const thread = useThread(selectedId);
  const uploader = useResumableUploads("chat");
  const { send: sendFiles, forget: forgetFiles } = uploader;
  const { setMessages, refreshLatest } = thread;
  const selectedRef = useRef(selectedId);
  useLayoutEffect(() => {
    selectedRef.current = selectedId;
  }, [selectedId]);
  const viewerId = viewer?._id;
  const conversationsRef = useRef(conversations);
  useLayoutEffect(() => {
    conversationsRef.current = conversations;
  }, [conversations]);

  const markConversationRead = useCallback(
    (conversationId: string, messageIds?: string[]) => {
      setConversations((list) => setUnread(list, conversationId, 0));
      socket?.emit("mark_messages_read", messageIds ? { conversationId, messageIds } : { conversationId });
    },
    [socket, setConversations],
  );

  // Opening a conversation: join its room, unread to 0, mark read; leaving leaves the room.
  useEffect(() => {
    if (!socket || !selectedId) return;
    const join = () => {
      socket.emit("join_conversation", { conversationId: selectedId });
      markConversationRead(selectedId);
    };
    join();
    return () => {
      socket.emit("leave_conversation", { conversationId: selectedId });
    };
  }, [socket, selectedId, markConversationRead]);

  // Server events.
  useEffect(() => {
    if (!socket || !viewerId) return;
    const onSent = (e: SentEvent) => {
      if (!e?.message) return;
      if (e.message.conversationId === selectedRef.current) setMessages((m) => confirmMessage(m, e.clientId, e.message));
      setConversations((list) => withLastMessage(list, e.message, { countUnread: false }));
    };
    const onNew = (e: NewEvent) => {
      const message = e?.message;
      if (!message) return;
      const open = message.conversationId === selectedRef.current;
      const mine = message.sender._id === viewerId;
      if (open) {
        setMessages((m) => appendMessage(m, message));
        if (!mine) markConversationRead(message.conversationId, [message._id]);
      }
      if (!conversationsRef.current.some((c) => c._id === message.conversationId)) {
        reload(); // a conversation someone just started with us
        return;
      }
      setConversations((list) => withLastMessage(list, message, { countUnread: !open && !mine }));
    };
    // a pay-per-view message bought (here, in another tab, or by the fan) or locked again by a refund
    const onUpdated = (e: NewEvent) => {
      if (e?.message && e.message.conversationId === selectedRef.current) setMessages((m) => replaceMessage(m, e.message));
    };
    const onRead = (e: ReadEvent) => {
      if (e.readBy === viewerId) {
        setConversations((list) => setUnread(list, e.conversationId, 0));
        return;
      }
      if (e.conversationId === selectedRef.current) setMessages((m) => markRead(m, e.messageIds, e.readAt));
    };
    const onError = (e: ErrorEvent) => {
      console.warn("[realtime] error", e);
      if (e?.event === "send_message" || e?.clientId) {
        if (e.clientId) setMessages((m) => removeTemp(m, e.clientId!));
        // the code's text in the page's language (loaded with the page's first error)
        void errorTextsReady().then(() =>
          toast.error(e.code === "MEMBER_BLOCKED" ? t("blocked") : (errorTextOf(isErrorCode(e.code) ? e.code : undefined) ?? (e.message || t("sendFailed")))),
        );
      }
    };
    const onNotification = (e: NotificationEvent) => {
      const visibleHere = e.conversationId === selectedRef.current && document.visibilityState === "visible";
      // the sender named by their public name, as everywhere else (lib/users/public-name.ts)
      if (!visibleHere) showMessageNotification(t("notificationTitle", { username: displayName(e.sender) }), e.message.content);
    };
    // after a reconnection: rooms are gone and messages may have arrived meanwhile
    const onReconnect = () => {
      reload();
      void refreshLatest();
      const id = selectedRef.current;
      if (id) {
        socket.emit("join_conversation", { conversationId: id });
        markConversationRead(id);
      }
    };
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) onReconnect();
      connectedBefore = true;
    };
    socket.on("message_sent", onSent);
    socket.on("new_message", onNew);
    socket.on("messages_read", onRead);
    socket.on("message_updated", onUpdated);
    socket.on("message_error", onError);
    socket.on("message_notification", onNotification);
    socket.on("connect", onConnect);
    return () => {
      socket.off("message_sent", onSent);
      socket.off("new_message", onNew);
      socket.off("messages_read", onRead);
      socket.off("message_updated", onUpdated);
      socket.off("message_error", onError);
      socket.off("message_notification", onNotification);
      socket.off("connect", onConnect);
    };
  }, [socket, viewerId, setMessages, setConversations, markConversationRead, reload, refreshLatest, t]);

  /**
   * Optimistic send: a temp message at once, then upload (if files) and send_message with a
   * clientId. A creator's message may also carry media from their vault and a price (pay-per-view).
   */
  const send = useCallback(
    async (conversation: ChatConversation, content: string, files: File[], extras: SendExtras = NO_EXTRAS) => {
      if (!viewer || !socket) return;
      const text = content.trim();
      const vault = extras.vault;
      if (!text && files.length === 0 && vault.length === 0) return;
      const clientId = newClientId();
      const temp: ChatMessage = {
        _id: `${TEMP_PREFIX}${clientId}`,
        clientId,
        conversationId: conversation._id,
        sender: viewer,
        receiver: { _id: conversation.participant._id },
        content: text,
        messageType: "text",
        createdAt: new Date().toISOString(),
        isRead: false,
        readAt: null,
        attachments: [],
        localFiles: [
          // a vault video's preview is its poster (a photo; "" until it has one)
          ...vault.filter((v) => v.url).map((v) => ({ url: v.url, type: "image" as const })),
          ...files.map((f) => ({ url: URL.createObjectURL(f), type: f.type.startsWith("video/") ? ("video" as const) : ("image" as const) })),
        ],
        ...(extras.price !== null ? { price: extras.price, locked: false, purchased: false } : {}),
      };
      setMessages((m) => [...m, temp]);
      setConversations((list) => withLastMessage(list, temp, { countUnread: false }));
      let attachments: string[] = [];
      if (files.length) {
        try {
          // each file as a resumable upload (progress, pause, resume; a dropped connection resumes by itself), then checked and stored
          const uploads = await sendFiles(files.map((f, i) => ({ key: `${clientId}-${i}`, file: f })));
          const res = await requestJson<UploadResponse>("/api/chat/attachments", { method: "POST", body: JSON.stringify({ uploads }) });
          attachments = res.attachments.map((a) => a._id);
          forgetFiles(files.map((_, i) => `${clientId}-${i}`));
        } catch (err) {
          setMessages((m) => removeTemp(m, clientId));
          toast.error(err instanceof Error && err.message ? err.message : t("uploadFailed"));
          return;
        }
      }
      // socket.io buffers this while disconnected and sends it on reconnection; the temp stays until confirmed.
      socket.emit(
        "send_message",
        {
          receiverId: conversation.participant._id,
          receiverModel: "User",
          content: text,
          messageType: "text",
          conversationId: conversation._id,
          clientId,
          ...(attachments.length ? { attachments } : {}),
          ...(vault.length ? { mediaIds: vault.map((v) => v._id) } : {}),
          ...(extras.price !== null ? { price: extras.price } : {}),
        },
        (ack: { success?: boolean; message?: ChatMessage | string; clientId?: string }) => {
          if (ack?.success && ack.message && typeof ack.message === "object") {
            const stored = ack.message;
            if (stored.conversationId === selectedRef.current) setMessages((m) => confirmMessage(m, clientId, stored));
          } else if (ack && ack.success === false) {
            setMessages((m) => removeTemp(m, clientId));
          }
        },
      );
    },
    [socket, viewer, setMessages, setConversations, t, sendFiles, forgetFiles],
  );

  /** Adds (or moves first) a conversation opened from /chat?user= and selects it. */
  const openConversation = useCallback(
    (conversation: ChatConversation) => {
      setConversations((list) => [conversation, ...list.filter((c) => c._id !== conversation._id)]);
      setSelectedId(conversation._id);
    },
    [setConversations],
  );

  /** A message changed here (bought in this tab): the server's answer replaces it. */
  const updateMessage = useCallback((message: ChatMessage) => setMessages((m) => replaceMessage(m, message)), [setMessages]);

  const selected = conversations.find((c) => c._id === selectedId) ?? null;

  return {
    conversations,
    loadingConversations,
    selected,
    select: setSelectedId,
    openConversation,
    thread,
    send,
    updateMessage,
    uploads: uploader,
  };
}
