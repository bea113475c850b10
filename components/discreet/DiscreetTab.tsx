"use client";

import { useEffect } from "react";

/** A plain grey "notes" glyph: nothing in a tab bar or a history list says which site this is. */
export const NEUTRAL_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="4" y="3" width="24" height="26" rx="4" fill="#8a8f98"/><path d="M10 11h12M10 16h12M10 21h8" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>',
  );

/**
 * Discreet mode (lib/account/discreet.ts): while the signed-in member chose it, the tab shows
 * `title` and a neutral icon on every page, whatever the page's own title and icons (kept so after
 * each client navigation: Next writes the page's title again, this puts the neutral one back).
 */
export function DiscreetTab({ title }: { title: string }) {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
      const icons = document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="shortcut icon"]');
      for (const link of icons) if (link.getAttribute("href") !== NEUTRAL_ICON) link.setAttribute("href", NEUTRAL_ICON);
      if (icons.length === 0) {
        const link = document.createElement("link");
        link.rel = "icon";
        link.href = NEUTRAL_ICON;
        document.head.appendChild(link);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["href"] });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
