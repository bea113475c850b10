"use client";

import { useState } from "react";
import { CalendarClock, Lock, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { Spinner } from "@/components/ui/Spinner";
import { formatDate } from "@/shared/format";
import { problemText } from "@/client/forms/issue-text";
import { bundleEnd, periodEnd, trialEnd } from "@/shared/subscription-period";
import { subscriptionCharge, type Offer } from "@/shared/pricing";
import { toCents } from "@/shared/validation/amount";
import { AddCardForm } from "./AddCardForm";
import { CardList } from "./CardList";
import { useMoney } from "./money";
import { pay, refusal } from "./pay";
import type { CheckoutDone, CheckoutOffer, Purchase } from "./types";
import { useCards } from "./useCards";

interface CheckoutProps {
  purchase: Purchase;
  onDone: (done: CheckoutDone) => void;
  onCancel: () => void;
}

/**
 * The checkout confirmation (subscribe and tip alike): what is bought, the amount, when a
 * subscription renews, and which saved card pays (the default preselected; without a card the
 * add-card form comes first). Nothing is sent before Confirm. A card that needs the bank's
 * confirmation sends the browser to the provider's page, which brings the fan back here.
 */
export function Checkout({ purchase, onDone, onCancel }: CheckoutProps) {
  const t = useTranslations("Checkout");
  const to = useTranslations("Offers");
  const tp = useTranslations("Ppv");
  const tm = useTranslations("PaidMessages");
  const tr = useTranslations();
  const locale = useLocale();
  const money = useMoney();
  const wallet = useCards();
  const [adding, setAdding] = useState(false);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscription = purchase.kind === "subscription" ? purchase : null;
  // an offer (bundle, promotion, trial) applies to a new subscription only
  const offer = subscription && subscription.mode !== "renew" ? subscription.offer : undefined;
  // a period bought now renews SUBSCRIPTION_DAYS from today; a bundle after its months, a trial after its days
  const [renewsOn] = useState(() => renewalDate(offer, new Date()).toISOString());
  // the one price function (shared/pricing.ts): what the server will charge, shown before Confirm
  const charge = subscription ? subscriptionCharge(toCents(subscription.price), pricingOffer(offer)) : null;
  const amount = subscription ? (subscription.mode === "renew" ? subscription.price : charge!.amountCents / 100) : purchase.kind === "post" ? purchase.price : purchase.kind === "subscription" ? 0 : purchase.amount;
  const isTrial = offer?.kind === "trial";
  const chargedNow = subscription?.mode !== "renew" && !isTrial;
  const noCard = !wallet.loading && wallet.cards.length === 0;
  const showForm = adding || (noCard && !wallet.failed);
  const what = !subscription
    ? purchase.kind === "post"
      ? tp("whatPost", { username: purchase.username })
      : purchase.kind === "message"
        ? tm("whatMessage", { username: purchase.username })
      : t("whatTip", { username: purchase.username })
    : offer?.kind === "bundle"
      ? to("whatBundle", { username: purchase.username, months: offer.months })
      : isTrial
        ? to("whatTrial", { username: purchase.username, days: offer.days })
        : t("whatSubscription", { username: purchase.username });

  async function confirm() {
    if (!wallet.selected) return setError(tr("Tip.selectPayment"));
    setError(null);
    setSending(true);
    try {
      const outcome = await pay(purchase, wallet.selected, subscription && chargedNow ? amount : undefined);
      if ("actionUrl" in outcome) {
        setLeaving(true);
        window.location.assign(outcome.actionUrl);
        return;
      }
      onDone(outcome.done);
    } catch (err) {
      setError(problemText(refusal(err), (key) => tr(key)));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-5" data-testid="checkout">
      <section className="space-y-3 rounded-xl border border-line bg-surface-2/60 p-4 text-sm" aria-label={t("summary")}>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <p className="min-w-0 font-semibold" data-testid="checkout-what">
            <bdi>{what}</bdi>
          </p>
          <p className="shrink-0 text-lg font-bold text-accent" data-testid="checkout-amount">
            <bdi>
              {!subscription
                ? money.format(amount)
                : isTrial
                  ? to("free")
                  : offer?.kind === "bundle"
                    ? money.format(amount)
                    : offer?.kind === "promotion"
                      ? to("firstMonth", { price: money.format(amount) })
                      : t("perMonth", { price: money.format(amount) })}
            </bdi>
          </p>
        </div>
        {charge && charge.discountCents > 0 && (
          <p className="text-ok" data-testid="checkout-discount">
            <bdi>{to("discountLine", { percent: charge.discountPercent, list: money.format(charge.listCents / 100) })}</bdi>
          </p>
        )}
        {subscription && (
          <div className="flex items-start gap-2 border-t border-line/60 pt-3 text-muted" data-testid="checkout-renewal">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            {chargedNow ? (
              <div>
                <p className="text-ink">{t("chargedToday", { amount: money.format(amount) })}</p>
                <p>{t("renewsOn", { date: formatDate(locale, renewsOn) })}</p>
                <p>{offer ? to("thenMonthly", { price: money.format(subscription.price) }) : t("renewsMonthly")}</p>
              </div>
            ) : isTrial ? (
              <div data-testid="checkout-trial">
                <p className="font-semibold text-ok">{t("noChargeToday")}</p>
                <p>{to("firstCharge", { amount: money.format(subscription.price), date: formatDate(locale, renewsOn) })}</p>
                <p>{to("trialCancel")}</p>
              </div>
            ) : (
              <div>
                <p className="font-semibold text-ok">{t("noChargeToday")}</p>
                <p>{t("nextCharge", { amount: money.format(amount), date: formatDate(locale, subscription.accessUntil ?? renewsOn) })}</p>
                <p>{t("renewsMonthly")}</p>
              </div>
            )}
          </div>
        )}
        {subscription?.mode === "pastDue" && <p className="text-warn">{t("pastDueNote")}</p>}
      </section>

      <section aria-labelledby="checkout-card-title" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="checkout-card-title" className="text-sm font-medium text-muted">
            {chargedNow ? t("payWith") : t("renewWith")}
          </h3>
          {!showForm && wallet.cards.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden />
              {t("otherCard")}
            </Button>
          )}
        </div>
        {wallet.loading ? (
          <div className="flex justify-center py-3 text-accent">
            <Spinner label={tr("Tip.loadingCards")} />
          </div>
        ) : wallet.failed ? (
          <p className="text-sm text-danger">{tr("Tip.cardsFailed")}</p>
        ) : (
          wallet.cards.length > 0 && !adding && <CardList cards={wallet.cards} selected={wallet.selected} onSelect={wallet.setSelected} />
        )}
        {showForm && (
          <>
            {noCard && <p className="text-sm text-muted">{t("addCardFirst")}</p>}
            <AddCardForm
              onAdded={(card) => {
                wallet.added(card);
                setAdding(false);
                setError(null);
              }}
              onCancel={noCard ? undefined : () => setAdding(false)}
            />
          </>
        )}
      </section>

      <ErrorBanner message={error} />
      {leaving && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner className="size-4 text-accent" />
          {t("toBank")}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={sending || leaving}>
          {t("cancel")}
        </Button>
        <Button onClick={() => void confirm()} loading={sending || leaving} disabled={showForm || !wallet.selected} data-testid="checkout-confirm">
          {chargedNow ? t("confirmPay", { amount: money.format(amount) }) : t("confirm")}
        </Button>
      </div>
      <p className="flex items-start gap-2 text-xs text-subtle">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {purchase.kind === "tip" ? tr("Tip.nonRefundable") : t("cardKept")}
      </p>
    </div>
  );
}

/** The pricing function's offer for the checkout's one (shared/pricing.ts). */
function pricingOffer(offer: CheckoutOffer | undefined): Offer {
  if (!offer) return { kind: "monthly" };
  if (offer.kind === "trial") return { kind: "trial", days: offer.days };
  return offer;
}

/** When what is bought now renews: a bundle after its months, a trial after its days, else one period. */
function renewalDate(offer: CheckoutOffer | undefined, now: Date): Date {
  if (offer?.kind === "bundle") return bundleEnd(now, offer.months);
  if (offer?.kind === "trial") return trialEnd(now, offer.days);
  return periodEnd(now);
}
