"use client";

import { CalendarClock, Hourglass, Tag } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useMoney } from "@/components/payments/money";
import { formatDateTime } from "@/shared/format";
import type { FeedPost } from "./types";

const badge = "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium";

/** A post's pay-per-view price (and whether the viewer bought it), its scheduled time while ahead, and its expiry. */
export function PostOfferBadges({ post }: { post: FeedPost }) {
  const t = useTranslations("Ppv");
  const ts = useTranslations("Schedule");
  const locale = useLocale();
  const money = useMoney();
  // the moment the card was first shown decides "still ahead" (no re-render clock)
  const [now] = useState(() => Date.now());
  const priced = typeof post.price === "number";
  const scheduled = post.publishAt !== null && post.publishAt !== undefined && new Date(post.publishAt).getTime() > now;
  const expires = post.expiresAt ?? null;
  if (!priced && !scheduled && !expires) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2" data-testid="post-offer">
      {priced && !post.locked && (
        <span className={`${badge} border-accent/40 text-accent`} data-testid="post-price">
          <Tag className="size-3.5" aria-hidden />
          <bdi>{money.format(post.price!)}</bdi>
          {post.purchased ? <span>· {t("boughtBadge")}</span> : post.freeForSubscribers ? <span>· {t("freeForSubscribersBadge")}</span> : null}
        </span>
      )}
      {scheduled && (
        // only the owner sees a post before its time: the badge leads to their queue
        <Link href="/scheduled" className={`${badge} border-warn/40 text-warn hover:bg-warn/10`} data-testid="post-scheduled">
          <CalendarClock className="size-3.5" aria-hidden />
          {ts("scheduledFor", { date: formatDateTime(locale, post.publishAt!) })}
        </Link>
      )}
      {expires && (
        <span className={`${badge} border-line text-muted`} data-testid="post-expires">
          <Hourglass className="size-3.5" aria-hidden />
          {new Date(expires).getTime() > now ? ts("expiresOn", { date: formatDateTime(locale, expires) }) : ts("expired")}
        </span>
      )}
    </div>
  );
}
