"use client";

import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { CircleCheck, Hourglass, Landmark, TrendingUp, type LucideIcon } from "lucide-react";
import { formatMoney } from "@/shared/money";
import type { EarningsAnswer } from "@/shared/answers/money";
import { card } from "@/components/ui/card-styles";

type Key = "available" | "pending" | "paidOut" | "lifetime";
const CARDS: ReadonlyArray<{ key: Key; icon: LucideIcon }> = [
  { key: "available", icon: CircleCheck },
  { key: "pending", icon: Hourglass },
  { key: "paidOut", icon: Landmark },
  { key: "lifetime", icon: TrendingUp },
];
const KINDS = ["subscription", "tip", "purchase"] as const;

/** The four balances, then lifetime earnings by source. */
export function BalanceCards({ earnings }: { earnings: EarningsAnswer }) {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, earnings.currency);
  return (
    <section aria-labelledby="balances-title" className="space-y-3">
      <h2 id="balances-title" className="sr-only">
        {t("balancesTitle")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, icon: Icon }) => (
          <div key={key} className={clsx(card, "min-w-0", key === "available" && "border-accent/50 bg-accent/5")}>
            <dt className="flex items-center gap-2 text-sm font-medium text-muted">
              <Icon className={clsx("size-4 shrink-0", key === "available" ? "text-accent" : "text-subtle")} aria-hidden />
              <span className="min-w-0 break-words">{t(key)}</span>
            </dt>
            <dd className="mt-2 text-base font-semibold whitespace-nowrap tabular-nums min-[400px]:text-lg sm:text-xl xl:text-2xl" data-testid={`balance-${key}`}>
              {money(earnings[key])}
            </dd>
            <dd className="mt-1 text-xs text-subtle">{t(`${key}Help`)}</dd>
          </div>
        ))}
      </dl>
      <div className={clsx(card, "flex flex-wrap items-center gap-x-6 gap-y-2 py-3 sm:py-4")}>
        <span className="text-sm font-medium text-muted">{t("byKind")}</span>
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {KINDS.map((kind) => (
            <div key={kind} className="flex items-baseline gap-2">
              <dt className="text-sm text-subtle">{t(`kind_${kind}`)}</dt>
              <dd className="text-sm font-semibold tabular-nums" data-testid={`by-kind-${kind}`}>
                {money(earnings.byKind[kind])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
