"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import clsx from "clsx";
import { Megaphone, MessageCircle } from "lucide-react";
import { signOut, useSession } from "@/client/session";
import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { PageSpinner } from "@/components/ui/PageSpinner";
import type { RealtimeConfig } from "@/lib/http/realtime-url";
import { useRealtimeSocket } from "@/client/realtime";
import { resolveRealtimeUrl } from "@/client/realtime-url";
import type { SessionUser } from "@/client/session-user";
import { ConnectionBadge } from "./ConnectionBadge";
import { ConversationList } from "./ConversationList";
import { ConversationView } from "./ConversationView";
import { UploadProgressList } from "@/components/uploads/UploadProgressList";
import { NotificationsToggle } from "./NotificationsToggle";
import type { ChatUser } from "./types";
import { useChat } from "./useChat";
import { useIsCreator } from "./useIsCreator";
import { usePresence } from "./usePresence";
import { useStartFromQuery } from "./useStartFromQuery";
import { useTypingIndicator } from "./useTypingIndicator";
import { signInHref } from "@/shared/return-to";
import { useOffline } from "./useOffline";
import { OfflineBanner } from "./OfflineBanner";
import { isTemp } from "./chat-state";

const noSubscription = () => () => {};

/** /chat: signed-in only (visitors go to /login once the session is known). */
export function ChatApp({ realtime }: { realtime: RealtimeConfig }) {
  const { data: session, status } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (status === "unauthenticated") router.replace(signInHref(`/chat${window.location.search}`));
  }, [status, router]);
  // The chat is drawn in the browser only (it needs window and the socket): the server and the
  // hydration render the spinner, also now that the server knows the session.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser || status !== "authenticated" || !session?.user) return <PageSpinner />;
  return <ChatScreen realtime={realtime} user={session.user} />;
}

function ChatScreen({ realtime, user }: { realtime: RealtimeConfig; user: SessionUser }) {
  const t = useTranslations("Chat");
  const tm = useTranslations("MassMessages");
  const router = useRouter();
  // rendered in the browser only (after the session is known), so window is there
  const url = useMemo(
    () => (typeof window === "undefined" ? null : resolveRealtimeUrl({ url: realtime.url, port: realtime.port }, window.location)),
    [realtime.url, realtime.port],
  );
  // signed out elsewhere (another device, a password change): leave the chat for the sign-in page
  const { socket, status } = useRealtimeSocket(url, true, () => {
    void signOut().then(() => router.replace("/login"));
  });

  const viewer = useMemo<ChatUser>(
    () => ({ _id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, profileImage: user.profileImage }),
    [user.id, user.username, user.firstName, user.lastName, user.profileImage],
  );
  const chat = useChat(socket, viewer);
  const creator = useIsCreator();
  const presence = usePresence(socket, chat.conversations.map((c) => c.participant._id));
  const typing = useTypingIndicator(socket, viewer._id);
  useStartFromQuery({ ready: !chat.loadingConversations, conversations: chat.conversations, select: chat.select, open: chat.openConversation });
  const selected = chat.selected;
  const offline = useOffline(status);
  const waiting = chat.thread.messages.filter((m) => isTemp(m._id)).length;

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col md:px-6 md:py-5">
      <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 md:px-0 md:pb-3">
        <h1 className="text-xl font-bold text-ink md:text-2xl">{t("title")}</h1>
        <div className="flex items-center gap-2">
          {creator && (
            <Link href="/mass-messages" className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium text-muted transition hover:text-ink" data-testid="chat-mass-messages">
              <Megaphone className="size-4" aria-hidden />
              {tm("link")}
            </Link>
          )}
          <NotificationsToggle />
          <ConnectionBadge status={status} />
        </div>
      </div>
      {offline && <OfflineBanner waiting={waiting} />}
      <div className="flex min-h-0 flex-1 overflow-hidden border-y border-line bg-surface md:rounded-2xl md:border">
        <aside className={clsx("w-full shrink-0 border-line md:w-80 md:border-e", selected && "max-md:hidden")} aria-label={t("conversations")}>
          <ConversationList
            conversations={chat.conversations}
            loading={chat.loadingConversations}
            selectedId={selected?._id ?? null}
            presence={presence}
            typing={typing}
            onSelect={chat.select}
          />
        </aside>
        <section className={clsx("min-w-0 flex-1", !selected && "max-md:hidden")}>
          {selected ? (
            <ConversationView
              key={selected._id}
              conversation={selected}
              viewerId={viewer._id}
              socket={socket}
              presence={presence[selected.participant._id]}
              typingName={typing[selected._id]}
              thread={chat.thread}
              onSend={(content, files, extras) => chat.send(selected, content, files, extras)}
              uploads={
                chat.uploads.items.length > 0 ? (
                  <UploadProgressList items={chat.uploads.items} onPause={chat.uploads.pause} onResume={chat.uploads.resume} onCancel={chat.uploads.cancel} />
                ) : null
              }
              onBack={() => chat.select(null)}
              onMessageChange={chat.updateMessage}
              creator={creator}
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted">
              <MessageCircle className="size-12 text-subtle" aria-hidden />
              <p>{t("selectConversation")}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
