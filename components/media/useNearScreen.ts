"use client";

import { useEffect, useState, type RefObject } from "react";

/** How far from the screen an element counts as near: about a phone's screen and a half ahead. */
const MARGIN = "1200px 0px";

/**
 * Whether the element has come near the screen (once true, stays true). `enabled` false: true at
 * once. Without IntersectionObserver (very old browsers): true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
