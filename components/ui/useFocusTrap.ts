"use client";

import { useEffect, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `container` (and the `also` elements before it, e.g. the button
 * that toggles it) while `active`: the phone menu, and ui/Dialog (a native modal <dialog> lets Tab
 * leave for the browser's own controls).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, also: RefObject<HTMLElement | null>[] = []) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !container.current) return;
      const items = [
        ...also.map((r) => r.current).filter((el): el is HTMLElement => el !== null),
        ...Array.from(container.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0),
      ];
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      // Moved by hand: the `also` elements need not sit next to the container in the document.
      const step = event.shiftKey ? -1 : 1;
      const next = index === -1 ? 0 : (index + step + items.length) % items.length;
      event.preventDefault();
      items[next]!.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
    // `also` is a list of stable refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, active]);
}
