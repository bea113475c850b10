"use client";

import { useSWR } from "@/client/swr";
import { statusOf } from "@/client/api-error";
import type { DashboardAnswer } from "@/shared/answers/dashboard";
import type { DashboardRange } from "@/shared/schemas/dashboard";

export const dashboardUrl = (range: DashboardRange) => `/api/users/dashboard?range=${range}`;

/**
 * The creator's figures over a range (the previous range's stay on screen while the next loads).
 * A refusal (403 for a member who is not a creator) is an answer, not a failure to retry.
 */
export const useDashboard = (range: DashboardRange) =>
  useSWR<DashboardAnswer>(dashboardUrl(range), { keepPreviousData: true, shouldRetryOnError: (err) => statusOf(err) === 0 || statusOf(err) >= 500 });
