"use client";

import { useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import clsx from "clsx";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { payoutForm } from "@/client/forms/money-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { emptyPayoutForm, payoutBody, type PayoutForm, type PayoutType } from "./payout-rules";

const TYPES: PayoutType[] = ["bank", "paypal", "stripe"];

/** The add form: type bank (accountName, bankName, accountNumber, routingNumber optional) / paypal / stripe. */
export function PayoutMethodForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: () => void | Promise<void> }) {
  const t = useTranslations("Profile");
  const form = useSchemaForm(payoutForm.schema, emptyPayoutForm());
  const type = useWatch({ control: form.control, name: "type" });
  const texts = useFormTexts(payoutForm.texts, payoutForm.order);
  // the server's own field errors, as it answered them
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const saving = form.formState.isSubmitting;
  const field = (name: Exclude<keyof PayoutForm, "type">) => ({ ...form.register(name), errors: fieldErrors[name] });

  const send = form.handleSubmit(
    async (input) => {
      try {
        await requestJson("/api/users/payout-methods", { method: "POST", body: JSON.stringify(payoutBody(input)) });
        toast.success(t("payoutAdded"));
        await onAdded();
      } catch (err) {
        if (err instanceof ApiError) {
          setFieldErrors(err.errors ?? {});
          texts.setBanner(err.message);
        } else texts.setBanner(t("payoutActionFailed"));
      }
    },
    (errors) => texts.showFirst(errors, form.getValues()),
  );

  function onSubmit(event: FormEvent) {
    setFieldErrors({});
    texts.setBanner(null);
    return send(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-line bg-canvas/40 p-4" aria-label={t("addPayoutMethod")}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-muted">{t("payoutType")}</legend>
        <div className="flex flex-wrap gap-2">
          {TYPES.map((option) => (
            <label
              key={option}
              className={clsx(
                "cursor-pointer rounded-full border px-4 py-2 text-sm font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent",
                option === type ? "border-accent bg-accent/15 text-ink" : "border-line text-muted hover:text-ink",
              )}
            >
              <input
                type="radio"
                name="payout-type"
                value={option}
                checked={option === type}
                onChange={() => form.reset({ ...emptyPayoutForm(option), accountName: form.getValues("accountName") })}
                className="sr-only"
              />
              {t(`payoutType_${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === "bank" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("accountName")} required {...field("accountName")} />
          <TextField label={t("bankName")} {...field("bankName")} />
          <TextField label={t("accountNumber")} required dir="ltr" inputMode="numeric" {...field("accountNumber")} />
          <TextField label={t("routingNumber")} dir="ltr" {...field("routingNumber")} />
        </div>
      )}
      {type === "paypal" && <TextField label={t("paypalEmail")} type="email" required dir="ltr" {...field("paypalEmail")} />}
      {type === "stripe" && <TextField label={t("stripeAccount")} required dir="ltr" {...field("stripeAccount")} />}
      <ErrorBanner message={texts.banner} />
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
