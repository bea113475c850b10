"use client";

import { useSWR } from "@/client/swr";

/** Whether the signed-in member is a creator (has a subscription price: lib/users/creator.ts), from GET /api/users/me. */
export function useIsCreator(): boolean {
  const { data } = useSWR<{ user: { subscriptionPrice: number | null } }>("/api/users/me");
  return data?.user.subscriptionPrice != null;
}
