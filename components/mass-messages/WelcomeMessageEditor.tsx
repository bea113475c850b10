"use client";

import { useId, useState } from "react";
import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { VaultPicker } from "@/components/vault/VaultPicker";
import { MessagePriceField } from "@/components/chat/MessagePriceField";
import { useMessagePriceCheck } from "@/components/chat/message-price";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { MAX_ATTACHMENTS, MAX_MESSAGE_LENGTH } from "@/shared/schemas/chat";
import type { WelcomeMessage } from "./types";

const KEY = "/api/users/welcome-message";

/** The welcome message every new subscriber receives (GET/PUT /api/users/welcome-message): text, vault media, an optional price. */
export function WelcomeMessageEditor() {
  const t = useTranslations("MassMessages");
  const { data, error, mutate } = useSWR<{ welcomeMessage: WelcomeMessage }>(KEY);
  if (error) return <ErrorBanner message={t("loadFailed")} />;
  if (!data) {
    return (
      <div className="flex justify-center py-6 text-accent">
        <Spinner />
      </div>
    );
  }
  // a fresh form for what is saved (after a save or a removal too)
  const saved = data.welcomeMessage;
  return <WelcomeForm key={JSON.stringify(saved)} saved={saved} onSaved={(w) => void mutate({ welcomeMessage: w }, { revalidate: false })} />;
}

function WelcomeForm({ saved, onSaved }: { saved: WelcomeMessage; onSaved: (w: WelcomeMessage) => void }) {
  const t = useTranslations("MassMessages");
  const checkPrice = useMessagePriceCheck();
  const id = useId();
  const [text, setText] = useState(saved?.text ?? "");
  const [media, setMedia] = useState<{ _id: string }[]>(() => (saved?.mediaIds ?? []).map((_id) => ({ _id })));
  const [price, setPrice] = useState(saved?.price != null ? String(saved.price) : "");
  const [priceError, setPriceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function put(body: { text: string; mediaIds: string[]; price: number | null }, done: string) {
    setBusy(true);
    try {
      const res = await requestJson<{ welcomeMessage: WelcomeMessage }>(KEY, { method: "PUT", body: JSON.stringify(body) });
      onSaved(res.welcomeMessage);
      toast.success(done);
    } catch (err) {
      toast.error(serverMessage(err, t("saveFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const { amount, error } = checkPrice(price, media.length);
    if (error !== null) return setPriceError(error);
    if (!text.trim() && media.length === 0) return void toast.error(t("textRequired"));
    setPriceError(null);
    await put({ text: text.trim(), mediaIds: media.map((m) => m._id), price: amount }, t("welcomeSaved"));
  }

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4" data-testid="welcome-message-form" noValidate>
      <p className="text-sm" data-testid="welcome-state">
        {saved ? <span className="text-ok">{t("welcomeOn")}</span> : <span className="text-muted">{t("welcomeOff")}</span>}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-muted">
          {t("textLabel")}
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          dir="auto"
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("welcomePlaceholder")}
          className="w-full rounded-xl border border-line bg-canvas/60 px-3 py-2 text-sm text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
          data-testid="welcome-text"
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <VaultPicker picked={media} onChange={(items) => setMedia(items)} room={MAX_ATTACHMENTS - media.length} />
        <MessagePriceField
          value={price}
          onChange={(v) => {
            setPrice(v);
            setPriceError(null);
          }}
          error={priceError}
          testId="welcome-price"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} data-testid="welcome-save">
          {t("welcomeSave")}
        </Button>
        {saved && (
          <Button variant="ghost" disabled={busy} onClick={() => void put({ text: "", mediaIds: [], price: null }, t("welcomeRemoved"))} data-testid="welcome-remove">
            {t("welcomeRemove")}
          </Button>
        )}
      </div>
    </form>
  );
}
