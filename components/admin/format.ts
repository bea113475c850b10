import { formatMoney } from "@/shared/money";

/** A date and time in French (admin lists), e.g. "12 mars 2025, 14:05". */
export function frenchDateTime(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

export function frenchShortDate(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso));
}

/** An amount in French with its currency, e.g. "20,000 TND" (shared/money.ts). */
export function frenchMoney(amount: number, currency: string): string {
  return formatMoney("fr", amount, currency);
}
