"use client";

import { requestJson } from "@/client/request";
import type { HelpPageAnswer as AdminHelpPage } from "@/shared/answers/back-office";
import type { HelpPageSlug } from "@/shared/schemas/back-office";
import type { Locale } from "@/i18n/locales";

export type HelpPageRef = { slug: HelpPageSlug; locale: Locale };
export type { HelpPageOverviewAnswer as HelpPageOverview } from "@/shared/answers/back-office";

export const pageUrl = (ref: HelpPageRef) => `/api/admin/pages/${ref.slug}?locale=${ref.locale}`;

export function saveHelpPage(ref: HelpPageRef, text: { title: string; body: string }) {
  return requestJson<{ success: true; page: AdminHelpPage }>(`/api/admin/pages/${ref.slug}`, {
    method: "PUT",
    body: JSON.stringify({ locale: ref.locale, ...text }),
  });
}

export function resetHelpPage(ref: HelpPageRef) {
  return requestJson<{ success: true; page: AdminHelpPage }>(pageUrl(ref), { method: "DELETE" });
}

/** The public address of a page in a language (tn has no prefix). */
export const publicPath = (ref: HelpPageRef) => `${ref.locale === "tn" ? "" : `/${ref.locale}`}/${ref.slug}`;
