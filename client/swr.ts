import useSWRBase, { type SWRConfiguration } from "swr";
import { requestJson } from "./request";

/**
 * The one SWR fetcher: GET the key (a URL of our API) as JSON. A failure is thrown as an ApiError
 * carrying the server's status, message and field errors (client/request.ts), so hooks and views
 * read `error.status` / `error.message` the same way everywhere.
 */
export function fetcher<T>(url: string): Promise<T> {
  return requestJson<T>(url);
}

/**
 * Settings shared by every SWR hook of the member site (useSWR below, useSWRInfinite in
 * swr-infinite.ts) and the admin area's SWRConfig: the fetcher above, and no reload when the
 * window regains focus (lists reload when the reader asks, or on their own poll).
 */
export const swrConfig: SWRConfiguration = { fetcher, revalidateOnFocus: false };

/**
 * A hook's arguments with swrConfig's defaults: the fetcher when none is given (an explicit `null`
 * stays: a key kept in the cache only), the settings under the call's own.
 */
export function withApiDefaults(args: unknown[]): unknown[] {
  const [key, second, third] = args;
  if (typeof second === "function" || second === null) return [key, second, { revalidateOnFocus: false, ...(third as object | undefined) }];
  return [key, fetcher, { revalidateOnFocus: false, ...(second as object | undefined) }];
}

/**
 * SWR's useSWR with swrConfig's defaults. The member site has no SWRConfig around its pages: a
 * page that fetches nothing (the landing page, sign-in) does not load SWR at all (decision 069).
 * Import it from here, never from "swr" (eslint).
 */
export const useSWR = ((...args: unknown[]) => (useSWRBase as (...a: unknown[]) => unknown)(...withApiDefaults(args))) as typeof useSWRBase;
