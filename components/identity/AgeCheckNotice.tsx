"use client";

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Shown instead of a photo or video when the visitor's country requires an age check they have not passed. */
export function AgeCheckNotice() {
  const t = useTranslations("Identity");
  return (
    <div className="flex aspect-square w-full flex-col items-center justify-center gap-3 p-4 text-center" data-testid="age-check-notice">
      <ShieldCheck className="size-9 text-accent" aria-hidden />
      <p className="text-sm text-muted">{t("ageRequiredNotice")}</p>
      <Link href="/age-check" className="rounded-lg bg-accent/15 px-3 py-1.5 text-sm font-medium text-ink hover:bg-accent/25">
        {t("startAgeCheck")}
      </Link>
    </div>
  );
}
