"use client";

import { useLocale, useTranslations } from "next-intl";
import clsx from "clsx";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { formatAmount, formatDate, sized } from "@/components/profile/format";
import { fullName } from "@/components/profile/types";
import type { SubscriptionEntry, SubscriptionStatus } from "./types";

const STATUS: Record<SubscriptionStatus, { Icon: typeof CheckCircle2; className: string }> = {
  active: { Icon: CheckCircle2, className: "text-ok bg-ok/10 border-ok/30" },
  expired: { Icon: Clock, className: "text-warn bg-warn/10 border-warn/30" },
  cancelled: { Icon: XCircle, className: "text-danger bg-danger/10 border-danger/30" },
};

/** A person in the subscriptions / subscribers list; the whole card links to their profile. */
export function SubscriptionCard({ entry, showPrice }: { entry: SubscriptionEntry; showPrice: boolean }) {
  const t = useTranslations("Subscriptions");
  const tp = useTranslations("Profile");
  const locale = useLocale();
  const info = entry.subscriptionInfo;
  const { Icon, className } = STATUS[info.status];
  const name = fullName(entry);
  return (
    <Link
      href={`/profile/${encodeURIComponent(entry.username)}`}
      className="group flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 transition hover:border-accent/50"
      data-testid="subscription-card"
    >
      <div className="flex items-start gap-4">
        <Avatar name={name} src={sized(entry.profileImage, 96)} className="size-14 shrink-0 text-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold group-hover:text-accent" dir="auto">{name}</p>
          <p className="truncate text-sm text-muted">
            <bdi dir="ltr">@{entry.username}</bdi>
          </p>
          {showPrice && entry.subscriptionPrice !== null && (
            <p className="mt-1 text-sm font-semibold text-accent">
              <bdi>{tp("pricePerMonth", { price: formatAmount(locale, entry.subscriptionPrice) })}</bdi>
            </p>
          )}
        </div>
        <span className={clsx("inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-semibold", className)} data-testid="subscription-status">
          <Icon className="size-3.5" aria-hidden />
          {t(`status_${info.status}`)}
        </span>
      </div>
      {entry.bio && <p className="line-clamp-2 text-sm text-muted" dir="auto">{entry.bio}</p>}
      <div className="flex flex-wrap gap-x-5 gap-y-1 border-t border-line/60 pt-3 text-xs text-muted">
        {info.status === "active" && (
          <span className="font-semibold text-ok" data-testid="days-remaining">
            {t("daysRemaining", { count: info.daysRemaining })}
          </span>
        )}
        <span>{t("started", { date: formatDate(locale, info.startDate) })}</span>
        <span>{t("ends", { date: formatDate(locale, info.endDate) })}</span>
      </div>
    </Link>
  );
}
