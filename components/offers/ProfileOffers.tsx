"use client";

import { useLocale, useTranslations } from "next-intl";
import { CalendarClock, Gift, Package, Percent } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import { useMoney } from "@/components/payments/money";
import type { CheckoutOffer } from "@/components/payments/types";
import { formatDate } from "@/shared/format";
import type { CreatorOffers } from "./useOffers";

interface ProfileOffersProps {
  offers: CreatorOffers | null;
  signedIn: boolean;
  /** the viewer can start a new subscription (not subscribed, not waiting on a failed renewal) */
  canStart: boolean;
  ready: boolean;
  onChoose: (offer: CheckoutOffer) => void;
}

/**
 * Beside the profile's subscribe button: the creator's free trial (from a trial link), promotion
 * and bundles, each with the price the checkout will charge (shared/pricing.ts on the server).
 * Choosing one opens the same checkout confirmation with that offer.
 */
export function ProfileOffers({ offers, signedIn, canStart, ready, onChoose }: ProfileOffersProps) {
  const t = useTranslations("Offers");
  const locale = useLocale();
  const money = useMoney();
  if (!offers || offers.monthlyPrice === null) return null;
  const trial = offers.trial;
  const items: { key: string; icon: React.ReactNode; title: string; detail: string; action: string; offer: CheckoutOffer | null; testId: string }[] = [];
  if (trial) {
    items.push({
      key: "trial",
      icon: <Gift className="size-5" aria-hidden />,
      title: trial.days ? t("trialTitle", { days: trial.days }) : t("trialUnavailable"),
      detail: trial.available && trial.days && trial.firstCharge
        ? t("trialDetail", { amount: money.format(trial.firstCharge.amount), date: formatDate(locale, trial.firstCharge.at) })
        : t(trialReasonKey(trial.reason)),
      action: t("startTrial"),
      offer: trial.available && trial.days ? { kind: "trial", days: trial.days, code: trial.code } : null,
      testId: "offer-trial",
    });
  }
  if (offers.promotion) {
    const p = offers.promotion;
    items.push({
      key: "promotion",
      icon: <Percent className="size-5" aria-hidden />,
      title: t("promotionTitle", { percent: p.discountPercent }),
      detail: t("promotionDetail", { price: money.format(p.price), list: money.format(p.listPrice), date: formatDate(locale, p.endsAt) }),
      action: t("claimPromotion"),
      offer: { kind: "promotion", discountPercent: p.discountPercent },
      testId: "offer-promotion",
    });
  }
  for (const b of offers.bundles) {
    if (b.price === null || b.listPrice === null) continue;
    items.push({
      key: `bundle-${b.months}`,
      icon: <Package className="size-5" aria-hidden />,
      title: t("bundleTitle", { months: b.months, percent: b.discountPercent }),
      detail: t("bundleDetail", { price: money.format(b.price), list: money.format(b.listPrice) }),
      action: t("buyBundle"),
      offer: { kind: "bundle", months: b.months, discountPercent: b.discountPercent },
      testId: `offer-bundle-${b.months}`,
    });
  }
  if (items.length === 0) return null;
  return (
    <section aria-label={t("title")} className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="profile-offers">
      {items.map((item) => (
        <div key={item.key} className="flex items-start gap-3 rounded-xl border border-accent/30 bg-accent/5 p-4" data-testid={item.testId}>
          <span className="mt-0.5 text-accent">{item.icon}</span>
          <div className="min-w-0 flex-1 space-y-2">
            <p className="font-semibold">
              <bdi>{item.title}</bdi>
            </p>
            <p className="flex items-start gap-1.5 text-sm text-muted">
              <CalendarClock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <bdi>{item.detail}</bdi>
            </p>
            {canStart && item.offer &&
              (signedIn ? (
                <Button size="sm" onClick={() => item.offer && onChoose(item.offer)} disabled={!ready} data-testid={`${item.testId}-choose`}>
                  {item.action}
                </Button>
              ) : (
                <Link href="/login" className={buttonClasses("primary", "sm")}>
                  {item.action}
                </Link>
              ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function trialReasonKey(reason: string | null) {
  switch (reason) {
    case "TRIAL_ALREADY_USED":
      return "trialUsed" as const;
    case "ALREADY_SUBSCRIBED":
      return "trialSubscribed" as const;
    default:
      return "trialClosed" as const;
  }
}
