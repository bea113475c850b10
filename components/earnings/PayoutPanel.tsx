"use client";

import { problemText, serverProblem } from "@/client/forms/issue-text";
import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { mutate as mutateKey } from "swr";
import clsx from "clsx";
import { Building2, CreditCard, Wallet } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/client/api-error";
import { requestJson } from "@/client/request";
import { payoutRequestForm } from "@/client/forms/payout-request-form";
import { useFormTexts, useSchemaForm } from "@/client/forms/use-schema-form";
import { formatMoney } from "@/shared/money";
import type { EarningsAnswer, PayoutAnswer } from "@/shared/answers/money";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { TextField } from "@/components/ui/TextField";
import { utcDay } from "./format";
import { EARNINGS_KEY, usePayoutMethods, usePayouts } from "./useEarnings";
import { card } from "@/components/ui/card-styles";

const METHOD_ICONS = { bank: Building2, paypal: Wallet, stripe: CreditCard } as const;
const STATUS_STYLES: Record<PayoutAnswer["status"], string> = {
  pending: "bg-warn/15 text-warn",
  sent: "bg-ok/15 text-ok",
  failed: "bg-danger/15 text-danger",
};

/** The payout request (to the default payout method) and the latest payouts. */
export function PayoutPanel({ earnings, onStatementChange }: { earnings: EarningsAnswer; onStatementChange: () => void }) {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, earnings.currency);
  const methods = usePayoutMethods();
  const payouts = usePayouts();
  const method = methods.data?.payoutMethods.find((m) => m.isDefault) ?? null;
  const form = useSchemaForm(payoutRequestForm.schema, { amount: "" });
  const texts = useFormTexts(payoutRequestForm.texts);
  const [refused, setRefused] = useState<string | null>(null);
  const sending = form.formState.isSubmitting;
  const canAsk = Boolean(method) && earnings.available >= earnings.minPayout;

  /** What the server's refusal says, in the reader's language (told by its code). */
  const refusal = (err: ApiError) =>
    (err.fieldCodes?.amount?.[0] ?? err.code) === "PAYOUT_BELOW_MINIMUM"
      ? t("payoutBelowMinimum", { minimum: money(earnings.minPayout) })
      : problemText(serverProblem(err, payoutRequestForm.texts, ["amount"]), texts.t);

  const send = form.handleSubmit(async ({ amount }) => {
    try {
      const body = await requestJson<{ payout: PayoutAnswer }>("/api/users/payouts", { method: "POST", body: JSON.stringify({ amount }) });
      toast.success(t("payoutRequested", { amount: money(body.payout.amount) }));
      form.reset({ amount: "" });
      await Promise.all([mutateKey(EARNINGS_KEY), payouts.mutate()]);
      onStatementChange();
    } catch (err) {
      setRefused(err instanceof ApiError && err.status === 400 ? refusal(err) : t("payoutRequestFailed"));
    }
  });

  function onSubmit(event: FormEvent) {
    setRefused(null);
    return send(event);
  }

  const error = refused ?? texts.fieldText(form.formState.errors, "amount")?.[0];
  const MethodIcon = method ? METHOD_ICONS[method.type] : Wallet;
  const list = payouts.data?.payouts ?? [];

  return (
    <section className={card} aria-labelledby="payout-title">
      <h2 id="payout-title" className="text-lg font-semibold">
        {t("payoutTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t("payoutHelp", { minimum: money(earnings.minPayout), available: money(Math.max(0, earnings.available)) })}
      </p>
      <div className="mt-4 flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3">
        <MethodIcon className="size-5 shrink-0 text-accent" aria-hidden />
        {method ? (
          <p className="min-w-0 text-sm">
            {t.rich("payoutTo", { method: () => <bdi dir="ltr" className="font-semibold">{method.details}</bdi> })}
          </p>
        ) : (
          <p className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2 text-sm text-muted">
            {methods.isLoading ? t("loading") : t("noPayoutMethod")}
            {!methods.isLoading && (
              <Link href="/profile?tab=settings" className={buttonClasses("secondary", "sm")}>
                {t("addPayoutMethod")}
              </Link>
            )}
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-wrap items-start gap-3" aria-label={t("payoutTitle")}>
        <TextField
          label={t("amountLabel", { currency: earnings.currency })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          className="w-full sm:w-56"
          {...form.register("amount")}
          errors={error ? [error] : undefined}
        />
        <div className="flex gap-2 sm:mt-7">
          <Button
            variant="secondary"
            disabled={!canAsk || sending}
            onClick={() => form.setValue("amount", String(earnings.available))}
          >
            {t("payoutAll")}
          </Button>
          <Button type="submit" loading={sending} disabled={!method}>
            {t("requestPayout")}
          </Button>
        </div>
      </form>

      <h3 className="mt-8 text-base font-semibold">{t("payoutsTitle")}</h3>
      {payouts.data && list.length === 0 && <p className="mt-2 text-sm text-muted">{t("noPayouts")}</p>}
      <ul className="mt-3 divide-y divide-line/70" data-testid="payout-history">
        {list.map((p) => (
          <li key={p._id} className="py-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold tabular-nums">{money(p.amount)}</span>
              <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_STYLES[p.status])}>{t(`payoutStatus_${p.status}`)}</span>
              <span className="ms-auto text-sm text-subtle">{utcDay(locale, p.createdAt)}</span>
            </div>
            <p className="mt-1 truncate text-sm text-muted">
              <bdi dir="ltr">{p.method}</bdi>
              {p.note && <span className="ms-3">{t("payoutNote", { note: p.note })}</span>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
