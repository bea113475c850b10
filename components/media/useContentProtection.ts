"use client";

import { useEffect } from "react";

/**
 * While `active`, blocks the context menu, dragging, Ctrl/Cmd+S, Ctrl/Cmd+I and F12 (SPEC 9).
 * A deterrent, not a guarantee: the signed URLs are what actually protect the media.
 */
export function useContentProtection(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const block = (e: Event) => e.preventDefault();
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (e.key === "F12" || ((e.ctrlKey || e.metaKey) && (key === "s" || key === "i"))) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    document.addEventListener("contextmenu", block);
    document.addEventListener("dragstart", block);
    document.addEventListener("keydown", onKey, true);
    return () => {
      document.removeEventListener("contextmenu", block);
      document.removeEventListener("dragstart", block);
      document.removeEventListener("keydown", onKey, true);
    };
  }, [active]);
}
