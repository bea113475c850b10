import useSWRInfiniteBase, { unstable_serialize } from "swr/infinite";
import { withApiDefaults } from "./swr";

/** SWR's useSWRInfinite with the member site's defaults (client/swr.ts). Import it from here, never from "swr/infinite" (eslint). */
export const useSWRInfinite = ((...args: unknown[]) => (useSWRInfiniteBase as (...a: unknown[]) => unknown)(...withApiDefaults(args))) as typeof useSWRInfiniteBase;

/** The cache key of a useSWRInfinite list, for SWR's global mutate (the list's pages are reloaded). */
export const infiniteKey = unstable_serialize;
