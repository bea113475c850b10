"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { VaultPicker } from "@/components/vault/VaultPicker";
import type { VaultItem } from "@/components/vault/types";
import { MessagePriceField } from "@/components/chat/MessagePriceField";
import { useMessagePriceCheck } from "@/components/chat/message-price";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { MAX_ATTACHMENTS, MAX_MESSAGE_LENGTH } from "@/shared/schemas/chat";
import { AUDIENCES, type MassAudience, type MassMessage } from "./types";

const field = "w-full rounded-xl border border-line bg-canvas/60 px-3 py-2 text-sm text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none";

/** Compose a mass message (POST /api/chat/mass-messages): text, audience, media from the vault, an optional price. */
export function MassMessageForm({ onQueued }: { onQueued: (m: MassMessage) => void }) {
  const t = useTranslations("MassMessages");
  const checkPrice = useMessagePriceCheck();
  const id = useId();
  const [text, setText] = useState("");
  const [audience, setAudience] = useState<MassAudience>("active");
  const [media, setMedia] = useState<VaultItem[]>([]);
  const [price, setPrice] = useState("");
  const [priceError, setPriceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim()) return void toast.error(t("textRequired"));
    const { amount, error } = checkPrice(price, media.length);
    if (error !== null) return setPriceError(error);
    setPriceError(null);
    setBusy(true);
    try {
      const body = { text: text.trim(), audience, ...(media.length ? { mediaIds: media.map((m) => m._id) } : {}), ...(amount !== null ? { price: amount } : {}) };
      const res = await requestJson<{ massMessage: MassMessage }>("/api/chat/mass-messages", { method: "POST", body: JSON.stringify(body) });
      onQueued(res.massMessage);
      setText("");
      setMedia([]);
      setPrice("");
      toast.success(t("queued"));
    } catch (err) {
      toast.error(serverMessage(err, t("sendFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="mass-message-form" noValidate>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-muted">
          {t("textLabel")}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          dir="auto"
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("textPlaceholder")}
          className={field}
          data-testid="mass-message-text"
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-muted">{t("audienceLabel")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {AUDIENCES.map((a) => (
            <label key={a} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10">
              <input type="radio" name={`${id}-audience`} value={a} checked={audience === a} onChange={() => setAudience(a)} className="mt-0.5 size-4 accent-[var(--color-accent)]" data-testid={`mass-audience-${a}`} />
              <span>
                <span className="block font-medium text-ink">{t(`audience.${a}`)}</span>
                <span className="block text-xs text-muted">{t(`audienceHint.${a}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <VaultPicker picked={media} onChange={(items) => setMedia(items)} room={MAX_ATTACHMENTS - media.length} />
        <MessagePriceField
          value={price}
          onChange={(v) => {
            setPrice(v);
            setPriceError(null);
          }}
          error={priceError}
          testId="mass-message-price"
        />
      </div>
      <Button type="submit" loading={busy} data-testid="mass-message-send">
        {t("send")}
      </Button>
    </form>
  );
}
