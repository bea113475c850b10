"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { Avatar } from "@/components/ui/Avatar";
import { buttonClasses } from "@/components/ui/button-styles";
import { sized } from "@/components/profile/format";
import { formatCount } from "@/shared/format";
import { useMoney } from "@/components/payments/money";
import { fullName } from "@/components/profile/types";
import { publicImageSrcSet } from "@/components/ui/responsive";
import { RankBadge } from "./RankBadge";
import type { TrendingCreator } from "./types";

/** A trending creator; a click anywhere on the card opens the profile. */
export function CreatorCard({ creator, eager = false }: { creator: TrendingCreator; eager?: boolean }) {
  const t = useTranslations("Discover");
  const tp = useTranslations("Profile");
  const locale = useLocale();
  const money = useMoney();
  const router = useRouter();
  const href = `/profile/${encodeURIComponent(creator.username)}`;
  const name = fullName(creator);
  const stats = [
    { label: t("followers"), value: creator.subscriberCount },
    { label: t("posts"), value: creator.postCount },
    { label: t("newSubscribers"), value: creator.recentSubscribers },
  ];
  return (
    <article
      className="group flex cursor-pointer flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface transition hover:-translate-y-0.5 hover:border-accent/50"
      onClick={() => router.push(href)}
      data-testid="creator-card"
    >
      <div className="relative aspect-[16/7] bg-brand">
        {creator.coverImage && (
          <img
            src={sized(creator.coverImage, 640)!}
            srcSet={publicImageSrcSet(creator.coverImage, "cover")}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt=""
            className="absolute inset-0 size-full object-cover"
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
          />
        )}
        <div className="absolute start-3 top-3">
          <RankBadge rank={creator.trendingRank} />
        </div>
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4">
        <Avatar name={name} src={sized(creator.profileImage, 192)} className="relative -mt-8 size-16 border-4 border-surface text-lg" px={64} />
        <h2 className="mt-2 truncate font-semibold group-hover:text-accent" dir="auto">{name}</h2>
        <p className="truncate text-sm text-muted">
          <bdi dir="ltr">@{creator.username}</bdi>
        </p>
        <p className="mt-2 line-clamp-2 min-h-10 text-sm text-muted" dir="auto">{creator.bio}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-surface-2 px-2 py-2 text-center">
          {stats.map((s) => (
            <div key={s.label} className="flex min-w-0 flex-col-reverse">
              <dt className="text-[11px] leading-tight text-muted">{s.label}</dt>
              <dd className="font-bold">{formatCount(locale, s.value)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex items-center justify-between gap-2">
          <span className="text-sm font-semibold text-accent">
            {creator.subscriptionPrice ? <bdi>{tp("pricePerMonth", { price: money.format(creator.subscriptionPrice) })}</bdi> : t("free")}
          </span>
          <Link href={href} className={buttonClasses("secondary", "sm")} onClick={(e) => e.stopPropagation()}>
            {t("viewProfile")}
          </Link>
        </div>
      </div>
    </article>
  );
}
