"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { DollarSign, Paperclip, SendHorizontal, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmojiPicker } from "./EmojiPicker";
import { VaultPicker } from "@/components/vault/VaultPicker";
import type { VaultItem } from "@/components/vault/types";
import { MessagePriceField } from "./MessagePriceField";
import { useMessagePriceCheck } from "./message-price";
import type { SendExtras } from "./useChat";

/** SPEC section 9 "Chat text box max height". */
export const COMPOSER_MAX_HEIGHT_PX = 120;
export const ACCEPTED_ATTACHMENTS = "image/*,video/*";
const MAX_FILES = 10;

interface Props {
  onSend: (content: string, files: File[], extras: SendExtras) => Promise<void> | void;
  onTyping: () => void;
  onTip: () => void;
  disabled?: boolean;
  /** the viewer is a creator: media from their vault and a price (a pay-per-view message) */
  creator?: boolean;
}

/**
 * Attach (images/videos, several), tip, a growing text box (Enter sends, Shift+Enter new line),
 * emoji, send. A creator also picks media from their vault and may set a price: the fan then sees
 * the text and a locked preview until they pay (issue 21).
 */
export function Composer({ onSend, onTyping, onTip, disabled, creator = false }: Props) {
  const t = useTranslations("Chat");
  const checkPrice = useMessagePriceCheck();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [vault, setVault] = useState<VaultItem[]>([]);
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const canSend = !disabled && !sending && (text.trim().length > 0 || files.length > 0 || vault.length > 0);

  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
    el.style.overflowY = el.scrollHeight > COMPOSER_MAX_HEIGHT_PX ? "auto" : "hidden";
  }, [text]);

  const send = async () => {
    if (!canSend) return;
    // the server's own rules (shared/schemas/chat.ts), said before anything leaves
    const checked = creator ? checkPrice(price, files.length + vault.length) : { amount: null, error: null };
    if (checked.error !== null) return setPriceError(checked.error);
    setPriceError(null);
    const [content, chosen, extras] = [text, files, { vault, price: checked.amount }];
    setText("");
    setFiles([]);
    setVault([]);
    setPrice("");
    setSending(true);
    try {
      await onSend(content, chosen, extras);
    } finally {
      setSending(false);
      area.current?.focus();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    onTyping();
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className="border-t border-line bg-surface p-2 md:p-3">
      {creator && (
        <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="chat-paid-controls">
          <VaultPicker picked={vault} onChange={(items) => setVault(items)} room={MAX_FILES - files.length - vault.length} />
          <MessagePriceField
            compact
            value={price}
            onChange={(v) => {
              setPrice(v);
              setPriceError(null);
            }}
            error={priceError}
            testId="chat-price"
          />
        </div>
      )}
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t("selectedFiles")}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex max-w-48 items-center gap-1 rounded-full bg-surface-2 py-1 ps-3 pe-1 text-xs text-muted">
              <span className="truncate">{f.name}</span>
              <button
                type="button"
                aria-label={t("removeFile", { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                className="flex size-5 items-center justify-center rounded-full hover:bg-surface hover:text-ink"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-1">
        <input
          ref={picker}
          type="file"
          accept={ACCEPTED_ATTACHMENTS}
          multiple
          hidden
          data-testid="attach-input"
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []).filter((f) => f.type.startsWith("image/") || f.type.startsWith("video/"));
            setFiles((current) => [...current, ...chosen].slice(0, MAX_FILES));
            e.target.value = "";
          }}
        />
        <button type="button" aria-label={t("attach")} onClick={() => picker.current?.click()} className={iconButton}>
          <Paperclip className="size-5" aria-hidden />
        </button>
        <button type="button" aria-label={t("tip")} onClick={onTip} className={iconButton}>
          <DollarSign className="size-5" aria-hidden />
        </button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t("messageLabel")}</span>
          <textarea
            ref={area}
            rows={1}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              onTyping();
            }}
            onKeyDown={onKeyDown}
            placeholder={t("placeholder")}
            dir="auto"
            style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
            className="block min-h-10 w-full resize-none rounded-2xl border border-line bg-canvas/60 px-4 py-2 text-sm leading-6 text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
          />
        </label>
        <EmojiPicker onPick={insertEmoji} />
        <button
          type="button"
          aria-label={t("send")}
          disabled={!canSend}
          onClick={() => void send()}
          className="bg-brand flex size-10 shrink-0 items-center justify-center rounded-full text-white transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
      </div>
    </div>
  );
}

const iconButton = "flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink";
