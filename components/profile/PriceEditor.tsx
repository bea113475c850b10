"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { useMoney } from "@/components/payments/money";
import { priceForm } from "@/client/forms/money-forms";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { card as settingsCard } from "./styles";

/** Subscription price with a view/edit toggle (PUT /api/users/subscription-price). */
export function PriceEditor({ price, onChange }: { price: number | null; onChange: (price: number) => void }) {
  const t = useTranslations("Profile");
  const money = useMoney();
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(priceForm.schema, { price: "" });
  const texts = useFormTexts(priceForm.texts);
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused ?? texts.fieldText(form.formState.errors, "price")?.[0] ?? null;

  const send = form.handleSubmit(async ({ price: amount }) => {
    try {
      const body = await requestJson<{ subscriptionPrice: number }>("/api/users/subscription-price", {
        method: "PUT",
        body: JSON.stringify({ price: amount }),
      });
      onChange(body.subscriptionPrice);
      setEditing(false);
      toast.success(t("priceUpdated"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setRefused(err.errors?.price?.[0] ?? err.message);
      toast.error(t("priceUpdateFailed"));
    }
  });

  function onSubmit(event: FormEvent) {
    setRefused(null);
    return send(event);
  }

  return (
    <section className={settingsCard}>
      <h2 className="text-lg font-semibold">{t("subscriptionPrice")}</h2>
      <p className="mt-1 text-sm text-muted">{t("subscriptionPriceHelp")}</p>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-wrap items-start gap-3">
          <TextField
            label={t("monthlyPrice", { currency: money.sign })}
            type="number"
            inputMode="decimal"
            min={1}
            step={1}
            dir="ltr"
            {...form.register("price")}
            errors={error ? [error] : undefined}
            className="w-48"
          />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t("save")}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={form.formState.isSubmitting}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-2xl font-bold" data-testid="price-value">
            {price ? <bdi>{t("pricePerMonth", { price: money.format(price) })}</bdi> : <span className="text-base font-normal text-muted">{t("noPrice")}</span>}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ price: price ? String(price) : "" });
              setRefused(null);
              setEditing(true);
            }}
          >
            {price ? t("editPrice") : t("setPrice")}
          </Button>
        </div>
      )}
    </section>
  );
}
