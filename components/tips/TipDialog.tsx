"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import clsx from "clsx";
import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { inputClasses } from "@/components/ui/field-styles";
import { useMoney } from "@/components/payments/money";
import { MIN_CUSTOM_TIP, TIP_PRESETS, tipAmount, tipTexts } from "@/client/forms/money-forms";
import { problemOf } from "@/client/forms/issue-text";
import { MAX_TIP } from "@/shared/schemas/tips";
import type { TipRecipient } from "./types";

// Loaded when first opened: its code (and the form validation it brings) is not part of the page's first load.
const Checkout = dynamic(() => import("@/components/payments/Checkout").then((m) => m.Checkout));

interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  recipient: TipRecipient;
  /** Called after the server accepted the tip. */
  onSent?: () => void;
}

/**
 * Tip a creator (SPEC 2 "Dialogs", 4, 5, 8): choose the amount, then the checkout confirmation
 * (what, amount, which card; a card first when there is none), then POST /api/tips.
 */
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

type Step = { at: "amount" } | { at: "confirm"; amount: number } | { at: "sent"; amount: number };

function TipPanel({ recipient, onClose, onSent }: Omit<TipDialogProps, "open">) {
  const t = useTranslations("Tip");
  const tr = useTranslations();
  const money = useMoney();
  const [preset, setPreset] = useState<number | null>(TIP_PRESETS[1]);
  const [custom, setCustom] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ at: "amount" });
  const name = recipient.firstName || recipient.username;

  const problemText = (message: string) => {
    const problem = problemOf(message, tipTexts);
    return "key" in problem ? tr(problem.key, { max: money.format(MAX_TIP) }) : problem.message;
  };

  function next() {
    const amount = tipAmount(preset, custom);
    if (!amount.ok) return setError(problemText(amount.message));
    setError(null);
    setStep({ at: "confirm", amount: amount.amount });
  }

  if (step.at === "sent") {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
        <CheckCircle2 className="size-14 text-ok" aria-hidden />
        <p className="text-lg font-semibold" data-testid="tip-success">
          {t("success", { amount: money.format(step.amount), name })}
        </p>
        <Button onClick={onClose}>{t("done")}</Button>
      </div>
    );
  }

  if (step.at === "confirm") {
    return (
      <Checkout
        purchase={{ kind: "tip", username: recipient.username, amount: step.amount }}
        onCancel={() => setStep({ at: "amount" })}
        onDone={(done) => {
          setStep({ at: "sent", amount: done.kind === "tip" ? done.amount : step.amount });
          onSent?.();
        }}
      />
    );
  }

  const chosen = tipAmount(preset, custom);
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-muted">{t("amount")}</legend>
        <div className="grid grid-cols-5 gap-1 sm:gap-2" data-testid="tip-presets">
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
                  "min-w-0 rounded-xl border px-0 py-2.5 text-xs font-semibold whitespace-nowrap tabular-nums transition sm:px-1 sm:text-sm",
                  active ? "bg-brand border-transparent text-white" : "border-line bg-surface-2 hover:border-accent/60",
                )}
              >
                <bdi>{money.format(value)}</bdi>
              </button>
            );
          })}
        </div>
        <label htmlFor="tip-custom" className="mt-3 mb-1.5 block text-sm text-muted">
          {t("customAmount", { currency: money.sign })}
        </label>
        <input
          id="tip-custom"
          type="number"
          inputMode="decimal"
          min={MIN_CUSTOM_TIP}
          step={1}
          dir="ltr"
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            setError(null);
          }}
          placeholder={t("customPlaceholder")}
          className={inputClasses(false)}
        />
      </fieldset>

      <ErrorBanner message={error} />

      <Button className="w-full" size="lg" onClick={next} data-testid="tip-continue">
        {chosen.ok ? t("continueAmount", { amount: money.format(chosen.amount) }) : t("continue")}
      </Button>
      <p className="flex items-start gap-2 text-xs text-subtle">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t("nonRefundable")}
      </p>
    </div>
  );
}
