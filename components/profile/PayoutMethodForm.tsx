"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import clsx from "clsx";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { emptyPayoutForm, payoutBody, payoutFormComplete, type PayoutForm, type PayoutType } from "./payout-rules";

const TYPES: PayoutType[] = ["bank", "paypal", "stripe"];

/** The add form: type bank (accountName, bankName, accountNumber, routingNumber optional) / paypal / stripe. */
export function PayoutMethodForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: () => void | Promise<void> }) {
  const t = useTranslations("Profile");
  const [form, setForm] = useState<PayoutForm>(() => emptyPayoutForm());
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof PayoutForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    if (!payoutFormComplete(form)) {
      setError(t("fillRequired"));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await requestJson("/api/users/payout-methods", { method: "POST", body: JSON.stringify(payoutBody(form)) });
      toast.success(t("payoutAdded"));
      await onAdded();
    } catch (err) {
      if (err instanceof ApiError) {
        setFieldErrors(err.errors ?? {});
        setError(err.message);
      } else setError(t("payoutActionFailed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-line bg-canvas/40 p-4" aria-label={t("addPayoutMethod")}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-muted">{t("payoutType")}</legend>
        <div className="flex flex-wrap gap-2">
          {TYPES.map((type) => (
            <label
              key={type}
              className={clsx(
                "cursor-pointer rounded-full border px-4 py-2 text-sm font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
                form.type === type ? "border-accent bg-accent/15 text-ink" : "border-line text-muted hover:text-ink",
              )}
            >
              <input
                type="radio"
                name="payout-type"
                value={type}
                checked={form.type === type}
                onChange={() => setForm((f) => ({ ...emptyPayoutForm(type), accountName: f.accountName }))}
                className="sr-only"
              />
              {t(`payoutType_${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {form.type === "bank" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("accountName")} value={form.accountName} onChange={set("accountName")} required errors={fieldErrors.accountName} />
          <TextField label={t("bankName")} value={form.bankName} onChange={set("bankName")} errors={fieldErrors.bankName} />
          <TextField label={t("accountNumber")} value={form.accountNumber} onChange={set("accountNumber")} required dir="ltr" inputMode="numeric" errors={fieldErrors.accountNumber} />
          <TextField label={t("routingNumber")} value={form.routingNumber} onChange={set("routingNumber")} dir="ltr" errors={fieldErrors.routingNumber} />
        </div>
      )}
      {form.type === "paypal" && (
        <TextField label={t("paypalEmail")} type="email" value={form.paypalEmail} onChange={set("paypalEmail")} required dir="ltr" errors={fieldErrors.paypalEmail} />
      )}
      {form.type === "stripe" && (
        <TextField label={t("stripeAccount")} value={form.stripeAccount} onChange={set("stripeAccount")} required dir="ltr" errors={fieldErrors.stripeAccount} />
      )}
      <ErrorBanner message={error} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {t("addMethod")}
        </Button>
      </div>
    </form>
  );
}
