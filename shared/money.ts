import { intlLocale } from "@/shared/time/relative";

// Money as people read it (docs/decisions/025-money.md): every amount is shown through here, with
// the reader's locale rules (digits, separators, where the currency sign goes) and the platform's
// one currency. Amounts arrive as decimal numbers (JSON); integer hundredths (the database's unit)
// convert with toCents (shared/validation/amount.ts) and centsToAmount (lib/users/serialize.ts).

/** An amount in currency units (9.99) as the reader's locale writes it with the currency: "9,990 DT", "TND 9.990". */
export function formatMoney(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).format(amount);
}

/** A short form for chart axes ("1.2K TND", "١٫٢ ألف د.ت."): the reader's locale, the currency, compact notation. */
export function formatMoneyCompact(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(amount);
}
