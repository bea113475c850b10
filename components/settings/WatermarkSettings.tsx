"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSWR } from "@/client/swr";
import { requestJson } from "@/client/request";
import { serverMessage } from "@/client/api-error";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { WATERMARK_TEXT_MAX, type Watermark } from "@/shared/schemas/watermark";
import { Toggle } from "./Toggle";

/** The creator's visible mark (GET/PUT /api/users/watermark): on or off, and its text. */
export function WatermarkSettings() {
  const t = useTranslations("Watermark");
  const { data, error, mutate } = useSWR<Watermark & { success: true }>("/api/users/watermark");
  if (error) return <ErrorBanner message={t("loadFailed")} />;
  if (!data) return null;
  return <WatermarkForm initial={data} onSaved={(next) => void mutate(next, { revalidate: false })} />;
}

function WatermarkForm({ initial, onSaved }: { initial: Watermark; onSaved: (next: Watermark & { success: true }) => void }) {
  const t = useTranslations("Watermark");
  const [visible, setVisible] = useState(initial.visible);
  const [text, setText] = useState(initial.text);
  const [busy, setBusy] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const next = await requestJson<Watermark & { success: true }>("/api/users/watermark", { method: "PUT", body: JSON.stringify({ visible, text: text.trim() || null }) });
      onSaved(next);
      toast.success(t("saved"));
    } catch (err) {
      toast.error(serverMessage(err, t("saveFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={(e) => void save(e)} data-testid="watermark-settings">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="watermark-visible-label" className="font-medium">
            {t("visibleLabel")}
          </p>
          <p id="watermark-visible-hint" className="text-sm text-muted">
            {t("visibleHint")}
          </p>
        </div>
        <Toggle id="watermark-visible" checked={visible} onChange={setVisible} labelledBy="watermark-visible-label" describedBy="watermark-visible-hint" />
      </div>
      <div>
        <label htmlFor="watermark-text" className="block text-sm font-medium">
          {t("textLabel")}
        </label>
        <input
          id="watermark-text"
          dir="ltr"
          value={text}
          maxLength={WATERMARK_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="watermark-text-hint"
          className="mt-1 w-full rounded-xl border border-line bg-surface-2 px-3 py-2"
        />
        <p id="watermark-text-hint" className="mt-1 text-xs text-muted">
          {t("textHint", { max: WATERMARK_TEXT_MAX })}
        </p>
      </div>
      <Button type="submit" size="sm" loading={busy}>
        {t("save")}
      </Button>
    </form>
  );
}
