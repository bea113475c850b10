"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLocale } from "next-intl";
import { currencySign, formatMoney } from "@/shared/money";

// The platform's one currency (CURRENCY, read on the server by app/[locale]/layout.tsx) for every
// client component that shows an amount.
const CurrencyContext = createContext<string | null>(null);

export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/**
 * Amounts for the reader: `format(9.99)` in the interface language with the platform's currency
 * (shared/money.ts; whole amounts without decimals), or with the currency an answer names
 * (a payment's own). `sign` is the currency alone, for a field's label.
 */
export function useMoney() {
  const currency = useContext(CurrencyContext);
  if (!currency) throw new Error("useMoney outside CurrencyProvider (app/[locale]/layout.tsx provides it)");
  const locale = useLocale();
  return useMemo(
    () => ({
      currency,
      sign: currencySign(locale, currency),
      format: (amount: number, of: string = currency) => formatMoney(locale, amount, of, { trimWhole: true }),
    }),
    [currency, locale],
  );
}
