import useSWRInfiniteBase from "swr/infinite";
import { withApiDefaults } from "./swr";

/** SWR's useSWRInfinite with the member site's defaults (client/swr.ts). Import it from here, never from "swr/infinite" (eslint). */
export const useSWRInfinite = ((...args: unknown[]) => (useSWRInfiniteBase as (...a: unknown[]) => unknown)(...withApiDefaults(args))) as typeof useSWRInfiniteBase;
