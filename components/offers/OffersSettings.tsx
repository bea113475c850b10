"use client";

import { useTranslations } from "next-intl";
import { BundlesEditor } from "./BundlesEditor";
import { PromotionsEditor } from "./PromotionsEditor";
import { TrialLinksEditor } from "./TrialLinksEditor";

const card = "rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6";

/** A creator's offers beyond the monthly price (issue 21): bundles, promotions, free-trial links. */
export function OffersSettings({ monthlyPrice }: { monthlyPrice: number | null }) {
  const t = useTranslations("Offers");
  return (
    <section className={`${card} space-y-6`} data-testid="offers-settings">
      <div>
        <h2 className="text-lg font-semibold">{t("title")}</h2>
        <p className="mt-1 text-sm text-muted">{monthlyPrice ? t("hint") : t("needsPrice")}</p>
      </div>
      <BundlesEditor monthlyPrice={monthlyPrice} />
      <hr className="border-line/60" />
      <PromotionsEditor />
      <hr className="border-line/60" />
      <TrialLinksEditor />
    </section>
  );
}
