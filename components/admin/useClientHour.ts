"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** The browser's current hour (null during server rendering, so the greeting never mismatches on hydration). */
export function useClientHour(): number | null {
  return useSyncExternalStore(noop, () => new Date().getHours(), () => null);
}

/** Today's date as a day key on the client (null on the server). */
export function useClientToday(): string | null {
  return useSyncExternalStore(noop, () => new Date().toDateString(), () => null);
}
