"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { mutate } from "swr";
import { infiniteKey } from "@/client/swr-infinite";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { BalanceCards } from "./BalanceCards";
import { EarningsChart } from "./EarningsChart";
import { PayoutPanel } from "./PayoutPanel";
import { StatementSection } from "./StatementSection";
import { statementPageKey, useBalances } from "./useEarnings";

/**
 * /earnings: balances, the chart, the payout request and the month's statement. `currentMonth` is
 * the server's (UTC); `aside`, a link the page puts beside the title (the creator dashboard).
 */
export function EarningsView({ currentMonth, aside }: { currentMonth: string; aside?: ReactNode }) {
  const t = useTranslations("Earnings");
  const balances = useBalances();
  const [month, setMonth] = useState(currentMonth);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 text-muted">{t("description")}</p>
        </div>
        {aside}
      </header>
      {balances.error && <ErrorBanner message={t("loadFailed")} />}
      {!balances.data && !balances.error && <PageSpinner />}
      {balances.data && (
        <>
          <BalanceCards earnings={balances.data} />
          <EarningsChart />
          <PayoutPanel earnings={balances.data} onStatementChange={() => void mutate(infiniteKey(statementPageKey(month)))} />
          <StatementSection month={month} currentMonth={currentMonth} onMonth={setMonth} />
        </>
      )}
    </div>
  );
}
