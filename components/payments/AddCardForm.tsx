"use client";

import type { ChangeEvent } from "react";
import { useWatch } from "react-hook-form";
import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { cardForm, digitsInput } from "@/client/forms/money-forms";
import { problemText, serverProblem } from "@/client/forms/issue-text";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { cardBrand } from "@/shared/validation/card";
import type { SavedCard } from "./types";

const EMPTY = { cardNumber: "", cardholderName: "", expiryMonth: "", expiryYear: "", cvv: "" };
type CardField = keyof typeof EMPTY;
type DigitsField = Exclude<CardField, "cardholderName">;
const isCardField = (field: string): field is CardField => field in EMPTY;

/**
 * Add a card (POST /api/users/cards); the provider keeps the number, we keep brand, last 4 and
 * expiry. Checked first with the endpoint's own schema and card rules (Luhn, month, expiry, CVC);
 * each problem shows under its field in the reader's language, and so do the server's
 * `errors.{field}`. Without `onCancel` (no saved card yet) the form cannot be dismissed.
 */
export function AddCardForm({ onAdded, onCancel }: { onAdded: (card: SavedCard) => void; onCancel?: () => void }) {
  const t = useTranslations("Tip");
  const form = useSchemaForm(cardForm.schema, EMPTY);
  const texts = useFormTexts(cardForm.texts, cardForm.order);
  const values = useWatch({ control: form.control });
  const problems = (field: CardField) => texts.fieldText(form.formState.errors, field);
  // digits only, no more than the rules allow, as they are typed
  const digits = (field: DigitsField) => ({
    name: field,
    value: values[field] ?? "",
    errors: problems(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(field, digitsInput(e.target.value, field)),
  });

  const save = form.handleSubmit(async (card) => {
    try {
      const body = await requestJson<{ card: SavedCard }>("/api/users/cards", { method: "POST", body: JSON.stringify(card) });
      form.reset(EMPTY);
      onAdded(body.card);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        // the server's refusal on its field(s), else its message
        const fields = Object.entries(err.errors ?? {}).filter(([field]) => isCardField(field));
        // a field's problem by its code (cardForm.texts names each), else its text
        for (const [field, details] of fields) form.setError(field as CardField, { type: "server", message: err.fieldCodes?.[field]?.[0] ?? details[0] ?? err.message });
        if (fields.length === 0) texts.setBanner(problemText(serverProblem(err, cardForm.texts), texts.t));
        return;
      }
      console.warn("add card failed", err);
      texts.setBanner(t("addCardFailed"));
    }
  });

  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-2/60 p-4" data-testid="add-card-form">
      <TextField label={t("cardNumber")} inputMode="numeric" autoComplete="cc-number" dir="ltr" placeholder="4242424242424242" {...digits("cardNumber")} />
      {values.cardNumber && (
        <p className="-mt-1 flex items-center gap-1.5 text-xs text-muted">
          <CreditCard className="size-3.5" aria-hidden />
          {cardBrand(values.cardNumber)}
        </p>
      )}
      <TextField label={t("cardholderName")} autoComplete="cc-name" errors={problems("cardholderName")} {...form.register("cardholderName")} />
      <div className="grid grid-cols-3 gap-2">
        <TextField label={t("expiryMonth")} inputMode="numeric" autoComplete="cc-exp-month" dir="ltr" placeholder="MM" {...digits("expiryMonth")} />
        <TextField label={t("expiryYear")} inputMode="numeric" autoComplete="cc-exp-year" dir="ltr" placeholder="YYYY" {...digits("expiryYear")} />
        <TextField label={t("cvv")} inputMode="numeric" autoComplete="cc-csc" dir="ltr" {...digits("cvv")} />
      </div>
      <ErrorBanner message={texts.banner} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
        <Button
          size="sm"
          loading={form.formState.isSubmitting}
          onClick={() => {
            texts.setBanner(null);
            void save();
          }}
        >
          {t("saveCard")}
        </Button>
      </div>
    </div>
  );
}
