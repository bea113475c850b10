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
