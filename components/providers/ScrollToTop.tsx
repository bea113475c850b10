"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { scrollBehavior } from "@/client/motion";

/** Scrolls to the top (smoothly unless reduced motion is asked) whenever the route changes. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);
  return null;
}
