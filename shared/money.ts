import { intlLocale } from "@/shared/time/relative";

// Money as people read it (docs/decisions/025-money.md): every amount is shown through here, with
// the reader's locale rules (digits, separators, where the currency sign goes) and the platform's
// one currency. Amounts arrive as decimal numbers (JSON); integer hundredths (the database's unit)
// convert with toCents (shared/validation/amount.ts) and centsToAmount (lib/users/serialize.ts).

export interface MoneyFormat {
  /**
   * A whole amount without its decimals ("10 TND", not "10.000 TND"): what the interface shows,
   * where "10,000 د.ت." would read as ten thousand. Amounts with a fraction keep the currency's
   * decimals either way.
   */
  trimWhole?: boolean;
}

/** An amount in currency units (9.99) as the reader's locale writes it with the currency: "9,990 DT", "TND 9.990". */
export function formatMoney(locale: string, amount: number, currency: string, options: MoneyFormat = {}): string {
  const whole = options.trimWhole && Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

/** The currency's sign as the reader's locale writes it alone ("TND", "د.ت."), for a field's label. */
export function currencySign(locale: string, currency: string): string {
  const parts = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

/** A short form for chart axes ("1.2K TND", "١٫٢ ألف د.ت."): the reader's locale, the currency, compact notation. */
export function formatMoneyCompact(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(amount);
}
