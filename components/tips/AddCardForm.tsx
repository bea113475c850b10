"use client";

import { useState } from "react";
import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TextField } from "@/components/ui/TextField";
import { requestJson } from "@/client/request";
import { capCardNumber, capDigits, guessCardBrand, validateCardForm, type CardForm } from "@/shared/validation/amount";
import type { SavedCard } from "./types";

const EMPTY: CardForm = { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" };

/** The Add Card sub-form of the tip dialog: POST /api/users/cards; only brand, last 4 and expiry are kept. */
export function AddCardForm({ onAdded, onCancel }: { onAdded: (card: SavedCard) => void; onCancel: () => void }) {
  const t = useTranslations("Tip");
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof CardForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function save() {
    const checked = validateCardForm(form);
    if (!checked.ok) {
      setError(t("fillAllFields"));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const body = await requestJson<{ card: SavedCard }>("/api/users/cards", { method: "POST", body: JSON.stringify(checked.card) });
      setForm(EMPTY);
      onAdded(body.card);
    } catch (err) {
      console.warn("add card failed", err);
      setError(t("addCardFailed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-2/60 p-4" data-testid="add-card-form">
      <TextField
        label={t("cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        value={form.cardNumber}
        onChange={(e) => set("cardNumber", capCardNumber(e.target.value))}
        placeholder="4242424242424242"
      />
      {form.cardNumber && (
        <p className="-mt-1 flex items-center gap-1.5 text-xs text-muted">
          <CreditCard className="size-3.5" aria-hidden />
          {guessCardBrand(form.cardNumber)}
        </p>
      )}
      <TextField label={t("cardholderName")} autoComplete="cc-name" value={form.cardholderName} onChange={(e) => set("cardholderName", e.target.value)} />
      <div className="grid grid-cols-3 gap-2">
        <TextField label={t("expiryMonth")} inputMode="numeric" autoComplete="cc-exp-month" dir="ltr" placeholder="MM" value={form.expiryMonth} onChange={(e) => set("expiryMonth", capDigits(e.target.value, "month"))} />
        <TextField label={t("expiryYear")} inputMode="numeric" autoComplete="cc-exp-year" dir="ltr" placeholder="YYYY" value={form.expiryYear} onChange={(e) => set("expiryYear", capDigits(e.target.value, "year"))} />
        <TextField label={t("cvv")} inputMode="numeric" autoComplete="cc-csc" dir="ltr" value={form.cvv} onChange={(e) => set("cvv", capDigits(e.target.value, "cvv"))} />
      </div>
      <ErrorBanner message={error} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          {t("saveCard")}
        </Button>
      </div>
    </div>
  );
}
