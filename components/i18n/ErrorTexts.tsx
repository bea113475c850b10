"use client";

import { useLocale } from "next-intl";
import { setErrorLanguage } from "@/client/error-texts";

/**
 * Names the page's language to the fetcher (client/error-texts.ts), which loads that language's
 * error texts with the page's first API error (decision 114) and shows the text of each code.
 * Set while rendering, before any child component's request can fail.
 */
export function ErrorTexts() {
  setErrorLanguage(useLocale());
  return null;
}
