"use client";

import { useEffect, useState } from "react";

/**
 * True once the page has loaded and the browser is idle (requestIdleCallback, at most 3 s after
 * the load event): for work a page does not need for its first paint, such as the header's live
 * unread counts (their first figures come from the API with the page).
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      else timer = setTimeout(() => setReady(true), 1000);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

const ENGAGED_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

/**
 * True once the page has loaded (useAfterLoad) and then the reader has done something (a tap, a
 * key, a scroll) or `quietMs` have passed: for connections a page keeps open only to keep figures
 * live, such as the header's unread counts (decision 088): the page's loading is over before they
 * are fetched.
 */
export function useAfterEngagement(quietMs: number): boolean {
  const loaded = useAfterLoad();
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (!loaded || engaged) return;
    const engage = () => setEngaged(true);
    const timer = setTimeout(engage, quietMs);
    for (const type of ENGAGED_EVENTS) window.addEventListener(type, engage, { once: true, passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ENGAGED_EVENTS) window.removeEventListener(type, engage, { capture: true });
    };
  }, [loaded, engaged, quietMs]);
  return loaded && engaged;
}
