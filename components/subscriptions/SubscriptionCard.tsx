"use client";

import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { AlertTriangle, CheckCircle2, Clock, XCircle } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { sized } from "@/components/profile/format";
import { fullName } from "@/components/profile/types";
import { useMoney } from "@/components/payments/money";
import { SubscriptionNote } from "@/components/payments/SubscriptionNote";
import { formatDate } from "@/shared/format";
import type { SubscriptionEntry, SubscriptionStatus } from "./types";

const STATUS: Record<SubscriptionStatus, { Icon: typeof CheckCircle2; className: string }> = {
  active: { Icon: CheckCircle2, className: "text-ok bg-ok/10 border-ok/30" },
  expired: { Icon: Clock, className: "text-muted bg-surface-2 border-line" },
  cancelled: { Icon: XCircle, className: "text-warn bg-warn/10 border-warn/30" },
  past_due: { Icon: AlertTriangle, className: "text-danger bg-danger/10 border-danger/30" },
};

interface SubscriptionCardProps {
  entry: SubscriptionEntry;
  /** the fan's own subscriptions: price, and the cancelled / failed note with its action */
  mine: boolean;
  /** opens the checkout for this creator (turn renewal back on, pay a failed renewal) */
  onCheckout?: (entry: SubscriptionEntry) => void;
}

/** A person in the subscriptions / subscribers list; the name links to their profile. */
export function SubscriptionCard({ entry, mine, onCheckout }: SubscriptionCardProps) {
  const t = useTranslations("Subscriptions");
  const tp = useTranslations("Profile");
  const locale = useLocale();
  const money = useMoney();
  const info = entry.subscriptionInfo;
  const { Icon, className } = STATUS[info.status] ?? STATUS.expired;
  const name = fullName(entry);
  const canPay = mine && entry.subscriptionPrice !== null && onCheckout;
  return (
    <article
      className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 transition hover:border-accent/50"
      data-testid="subscription-card"
    >
      <div className="flex items-start gap-4">
        <Link href={`/profile/${encodeURIComponent(entry.username)}`} className="group flex min-w-0 flex-1 items-start gap-4">
          <Avatar name={name} src={sized(entry.profileImage, 96)} className="size-14 shrink-0 text-lg" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold group-hover:text-accent" dir="auto">
              {name}
            </span>
            <span className="block truncate text-sm text-muted">
              <bdi dir="ltr">@{entry.username}</bdi>
            </span>
            {mine && entry.subscriptionPrice !== null && (
              <span className="mt-1 block text-sm font-semibold text-accent">
                <bdi>{tp("pricePerMonth", { price: money.format(entry.subscriptionPrice) })}</bdi>
              </span>
            )}
          </span>
        </Link>
        <span className={clsx("inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-semibold", className)} data-testid="subscription-status">
          <Icon className="size-3.5" aria-hidden />
          {t(`status_${info.status}`)}
        </span>
      </div>
      {entry.bio && (
        <p className="line-clamp-2 text-sm text-muted" dir="auto">
          {entry.bio}
        </p>
      )}
      {mine && <SubscriptionNote subscription={info} compact onAction={canPay ? () => onCheckout(entry) : undefined} />}
      <div className="flex flex-wrap gap-x-5 gap-y-1 border-t border-line/60 pt-3 text-xs text-muted">
        {info.status === "active" && (
          <span className="font-semibold text-ok" data-testid="days-remaining">
            {t("daysRemaining", { count: info.daysRemaining })}
          </span>
        )}
        <span>{t("started", { date: formatDate(locale, info.startDate) })}</span>
        <span>{info.status === "active" && info.autoRenew !== false ? t("renews", { date: formatDate(locale, info.endDate) }) : t("ends", { date: formatDate(locale, info.endDate) })}</span>
      </div>
    </article>
  );
}
