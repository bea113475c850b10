import type { SWRConfiguration } from "swr";
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
 * Settings shared by the member site's and the admin area's SWRConfig: the fetcher above, and no
 * reload when the window regains focus (lists reload when the reader asks, or on their own poll).
 */
export const swrConfig: SWRConfiguration = { fetcher, revalidateOnFocus: false };
