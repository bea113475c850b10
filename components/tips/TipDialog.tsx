"use client";

import { useState } from "react";
import clsx from "clsx";
import { CheckCircle2, Plus, ShieldAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { intlLocale } from "@/shared/time/relative";
import { MIN_CUSTOM_TIP, TIP_PRESETS, tipAmount, tipTexts } from "@/client/forms/money-forms";
import { problemOf } from "@/client/forms/issue-text";
import { tipSchema } from "@/shared/schemas/tips";
import { serverMessage } from "@/client/api-error";
import { AddCardForm } from "./AddCardForm";
import { CardList } from "./CardList";
import type { TipRecipient } from "./types";
import { useCards } from "./useCards";

interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  recipient: TipRecipient;
  /** Called after the server accepted the tip. */
  onSent?: () => void;
}

/** Tip a creator (SPEC 2 "Dialogs", 4, 5, 8): amount, saved card or a new one, then POST /api/tips. */
export function TipDialog({ open, onClose, recipient, onSent }: TipDialogProps) {
  const t = useTranslations("Tip");
  const name = recipient.firstName || recipient.username;
  // The panel mounts on open: every opening starts fresh and reloads the cards.
  return (
    <Dialog open={open} onClose={onClose} title={t("title", { name })} closeLabel={t("close")} sheetOnMobile>
      <TipPanel recipient={recipient} onClose={onClose} onSent={onSent} />
    </Dialog>
  );
}

function TipPanel({ recipient, onClose, onSent }: Omit<TipDialogProps, "open">) {
  const t = useTranslations("Tip");
  const tr = useTranslations();
  const locale = useLocale();
  const nf = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
  const wallet = useCards();
  const [preset, setPreset] = useState<number | null>(TIP_PRESETS[1]);
  const [custom, setCustom] = useState("");
  const [addingCard, setAddingCard] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentAmount, setSentAmount] = useState<number | null>(null);
  const name = recipient.firstName || recipient.username;

  const problemText = (message: string) => {
    const problem = problemOf(message, tipTexts);
    return "key" in problem ? tr(problem.key) : problem.message;
  };

  async function send() {
    const amount = tipAmount(preset, custom);
    if (!amount.ok) return setError(problemText(amount.message));
    if (wallet.cards.length > 0 && !wallet.selected) return setError(t("selectPayment"));
    // the body as POST /api/tips checks it
    const tip = tipSchema.safeParse({ recipientUsername: recipient.username, amount: amount.amount, ...(wallet.selected ? { cardId: wallet.selected } : {}) });
    if (!tip.success) return setError(problemText(tip.error.issues[0]?.message ?? ""));
    setError(null);
    setSending(true);
    try {
      await requestJson("/api/tips", { method: "POST", body: JSON.stringify(tip.data) });
      setSentAmount(amount.amount);
      onSent?.();
    } catch (err) {
      setError(serverMessage(err, t("sendFailed")));
    } finally {
      setSending(false);
    }
  }

  const chosen = tipAmount(preset, custom);

  return (
    <>
      {sentAmount !== null ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
          <CheckCircle2 className="size-14 text-ok" aria-hidden />
          <p className="text-lg font-semibold" data-testid="tip-success">
            {t("success", { amount: nf.format(sentAmount), name })}
          </p>
          <Button onClick={onClose}>{t("done")}</Button>
        </div>
      ) : (
        <div className="space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-muted">{t("amount")}</legend>
            <div className="grid grid-cols-5 gap-2">
              {TIP_PRESETS.map((value) => {
                const active = custom.trim() === "" && preset === value;
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={active}
                    onClick={() => {
                      setPreset(value);
                      setCustom("");
                      setError(null);
                    }}
                    className={clsx(
                      "rounded-xl border px-1 py-2.5 text-sm font-semibold transition",
                      active ? "bg-brand border-transparent text-white" : "border-line bg-surface-2 hover:border-accent/60",
                    )}
                  >
                    {t("amountLabel", { amount: nf.format(value) })}
                  </button>
                );
              })}
            </div>
            <label htmlFor="tip-custom" className="mt-3 mb-1.5 block text-sm text-muted">
              {t("customAmount")}
            </label>
            <input
              id="tip-custom"
              type="number"
              inputMode="decimal"
              min={MIN_CUSTOM_TIP}
              step={1}
              value={custom}
              onChange={(e) => {
                setCustom(e.target.value);
                setError(null);
              }}
              placeholder={t("customPlaceholder")}
              className={inputClasses(false)}
            />
          </fieldset>

          <section aria-labelledby="tip-cards-title" className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <h3 id="tip-cards-title" className="text-sm font-medium text-muted">
                {t("paymentMethod")}
              </h3>
              {!addingCard && (
                <Button variant="ghost" size="sm" onClick={() => setAddingCard(true)}>
                  <Plus className="size-4" aria-hidden />
                  {t("addCard")}
                </Button>
              )}
            </div>
            {wallet.loading ? (
              <div className="flex justify-center py-3 text-accent">
                <Spinner label={t("loadingCards")} />
              </div>
            ) : wallet.cards.length > 0 ? (
              <CardList cards={wallet.cards} selected={wallet.selected} onSelect={wallet.setSelected} />
            ) : (
              !addingCard && <p className="text-sm text-subtle">{wallet.failed ? t("cardsFailed") : t("noCards")}</p>
            )}
            {addingCard && (
              <AddCardForm
                onAdded={(card) => {
                  wallet.added(card);
                  setAddingCard(false);
                }}
                onCancel={() => setAddingCard(false)}
              />
            )}
          </section>

          <ErrorBanner message={error} />

          <Button className="w-full" size="lg" loading={sending} onClick={() => void send()}>
            {chosen.ok ? t("sendAmount", { amount: nf.format(chosen.amount) }) : t("send")}
          </Button>
          <p className="flex items-start gap-2 text-xs text-subtle">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("nonRefundable")}
          </p>
        </div>
      )}
    </>
  );
}
