"use client";

import clsx from "clsx";
import { Check, CheckCheck, Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/Avatar";
import { AttachmentView, PreviewView } from "./AttachmentView";
import { displayName, isTemp } from "./chat-state";
import type { ChatMessage } from "./types";
import { useClockTime } from "./useRelativeTime";
import { ReportMenu } from "@/components/moderation/ReportMenu";
import { PaidMessagePanel } from "./PaidMessagePanel";

interface Props {
  message: ChatMessage;
  own: boolean;
  /** last message of a run by the same sender: shows the avatar (other party) */
  groupEnd: boolean;
  groupStart: boolean;
  /** a pay-per-view message bought here: the server's answer (with its media) replaces it in the thread */
  onChange?: (message: ChatMessage) => void;
}

export function MessageBubble({ message, own, groupEnd, groupStart, onChange }: Props) {
  const t = useTranslations("Chat");
  const tp = useTranslations("PaidMessages");
  const clock = useClockTime();
  const pending = isTemp(message._id);
  const media = message.attachments.length > 0 || (message.localFiles?.length ?? 0) > 0;
  const receipt = pending ? "sending" : message.isRead ? "read" : "sent";

  return (
    <li
      data-testid="message"
      data-own={own ? "true" : "false"}
      data-status={own ? receipt : undefined}
      className={clsx("flex items-end gap-2", own ? "justify-end" : "justify-start", groupStart ? "mt-3" : "mt-0.5")}
    >
      {!own && (
        <span className="w-8 shrink-0">
          {groupEnd && <Avatar name={displayName(message.sender)} src={message.sender.profileImage} className="size-8" />}
        </span>
      )}
      <div
        className={clsx(
          "max-w-[78%] rounded-2xl px-3.5 py-2 text-sm shadow-sm md:max-w-[65%]",
          own ? "bg-brand text-white" : "bg-surface-2 text-ink",
          own && groupEnd && "rounded-ee-md",
          !own && groupEnd && "rounded-es-md",
          pending && "opacity-80",
        )}
      >
        {message.origin && (
          <p className={clsx("mb-1 text-[11px] font-semibold uppercase tracking-wide", own ? "text-white/75" : "text-accent")} data-testid="message-origin">
            {message.origin === "mass" ? tp("massLabel") : tp("welcomeLabel")}
          </p>
        )}
        <PaidMessagePanel message={message} own={own} onUnlocked={(m) => onChange?.(m)} />
        {media && (
          <div className={clsx("grid gap-1.5", (message.attachments.length || message.localFiles?.length || 0) > 1 && "grid-cols-2", message.content && "mb-1.5")}>
            {message.attachments.map((a) => (
              <AttachmentView key={a._id} attachment={a} />
            ))}
            {message.localFiles?.map((p) => (
              <PreviewView key={p.url} url={p.url} type={p.type} />
            ))}
          </div>
        )}
        {message.content && <p className="break-words whitespace-pre-wrap" dir="auto">{message.content}</p>}
        <span className={clsx("mt-1 flex items-center justify-end gap-1 text-[11px]", own ? "text-white/75" : "text-subtle")}>
          <time dateTime={message.createdAt}>{clock(message.createdAt)}</time>
          {own && receipt === "sending" && <Clock className="size-3.5" aria-label={t("receipt.sending")} role="img" />}
          {own && receipt === "sent" && <Check className="size-3.5" aria-label={t("receipt.sent")} role="img" />}
          {own && receipt === "read" && <CheckCheck className="size-3.5 text-sky-200" aria-label={t("receipt.read")} role="img" />}
        </span>
      </div>
      {!own && !pending && <ReportMenu targetType="message" targetId={message._id} className="self-center opacity-60 hover:opacity-100" />}
    </li>
  );
}
