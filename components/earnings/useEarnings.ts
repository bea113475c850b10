"use client";

import { useSWR } from "@/client/swr";
import { useSWRInfinite } from "@/client/swr-infinite";
import type { EarningsAnswer, EarningsSeriesAnswer, PayoutAnswer, StatementAnswer } from "@/shared/answers/money";
import type { SeriesRange } from "@/shared/schemas/earnings";

export type PayoutListBody = { payouts: PayoutAnswer[]; pagination: { total: number; pages: number; page: number; limit: number } };
export type PayoutMethodsBody = { payoutMethods: Array<{ _id: string; type: "bank" | "paypal" | "stripe"; details: string; isDefault: boolean }> };

export const EARNINGS_KEY = "/api/users/earnings";
export const PAYOUTS_KEY = "/api/users/payouts?limit=10";
export const statementUrl = (month: string, format: "json" | "csv" = "json") =>
  `/api/users/earnings/statement?month=${month}${format === "csv" ? "&format=csv" : ""}`;

/** The viewer's balances. */
export const useBalances = () => useSWR<EarningsAnswer>(EARNINGS_KEY);

/** The chart's points for a range. */
export const useSeries = (range: SeriesRange) => useSWR<EarningsSeriesAnswer>(`/api/users/earnings/series?range=${range}`, { keepPreviousData: true });

/** The key of a month's statement page `index`, after the previous page (null past the last one). */
export const statementPageKey = (month: string) => (index: number, previous: StatementAnswer | null) =>
  index === 0 ? statementUrl(month) : previous?.nextCursor ? `${statementUrl(month)}&cursor=${previous.nextCursor}` : null;

/** A month's statement, page by page (the totals are the whole month's on every page). */
export const useStatementPages = (month: string) => useSWRInfinite<StatementAnswer>(statementPageKey(month));

/** The viewer's latest payouts. */
export const usePayouts = () => useSWR<PayoutListBody>(PAYOUTS_KEY);

/** The viewer's payout methods (the default one is where a payout goes). */
export const usePayoutMethods = () => useSWR<PayoutMethodsBody>("/api/users/payout-methods");
