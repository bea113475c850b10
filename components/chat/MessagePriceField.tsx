"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import clsx from "clsx";
import { useMoney } from "@/components/payments/money";

/**
 * The price of a pay-per-view message (chat composer, mass message, welcome message), in currency
 * units as typed; empty = free. `compact`: one line for the chat composer.
 */
export function MessagePriceField({
  value,
  onChange,
  error,
  compact = false,
  testId = "message-price",
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  compact?: boolean;
  testId?: string;
}) {
  const t = useTranslations("PaidMessages");
  const money = useMoney();
  const id = useId();
  return (
    <div className={clsx(compact ? "flex flex-wrap items-center gap-x-2 gap-y-1" : "space-y-1")}>
      <label htmlFor={id} className={clsx("font-medium text-muted", compact ? "text-xs" : "block text-sm")}>
        {t("priceLabel", { currency: money.sign })}
      </label>
      <input
        id={id}
        inputMode="decimal"
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t("pricePlaceholder")}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        className={clsx(
          "rounded-xl border bg-canvas/60 px-3 text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none",
          compact ? "h-9 w-24 text-sm" : "h-12 w-full max-w-48",
          error ? "border-danger/70" : "border-line",
        )}
      />
      <p id={`${id}-hint`} className={clsx("text-xs", error ? "text-danger" : "text-subtle", compact && (error ? "basis-full" : "sr-only"))} role={error ? "alert" : undefined}>
        {error ?? t("priceHint")}
      </p>
    </div>
  );
}
