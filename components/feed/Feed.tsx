"use client";

import dynamic from "next/dynamic";
import { Inbox, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/Button";
import { buttonClasses } from "@/components/ui/button-styles";
import type { SessionUser } from "@/client/session-user";
import { PostCard } from "@/components/posts/PostCard";
import { Composer } from "./Composer";
import { FeedSkeleton } from "./FeedSkeleton";
import { useFeed, type FeedResponse } from "./useFeed";
import { FEED_EAGER_POSTS } from "@/shared/media/feed-load";

// Shown to a member without subscriptions only: a fan's feed does not load it (decision 096).
const DiscoverCard = dynamic(() => import("./DiscoverCard").then((m) => m.DiscoverCard));

/** Main column of the signed-in home: composer, heading, discover card, posts, Load More. `initial`: the server's first page. */
export function Feed({ user, initial }: { user: SessionUser; initial?: FeedResponse }) {
  const t = useTranslations("Feed");
  const feed = useFeed(initial);
  const known = feed.hasSubscriptions !== null;
  return (
    <div className="min-w-0 space-y-5">
      <Composer user={user} onCreated={feed.prepend} />
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          {known ? (feed.hasSubscriptions ? t("yourFeed") : t("suggested")) : <span className="inline-block h-7 w-40 animate-pulse rounded bg-surface-2 align-middle" />}
        </h1>
        <Button variant="secondary" size="sm" onClick={() => void feed.refresh()} disabled={feed.loading} aria-label={t("refreshFeed")}>
          <RefreshCw className={feed.loading ? "size-4 animate-spin" : "size-4"} aria-hidden />
          <span className="max-sm:sr-only">{t("refresh")}</span>
        </Button>
      </div>
      {known && !feed.hasSubscriptions && <DiscoverCard />}
      {feed.loading ? (
        <FeedSkeleton label={t("loading")} />
      ) : feed.posts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface px-6 py-14 text-center">
          <Inbox className="size-10 text-subtle" aria-hidden />
          <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
          <p className="max-w-sm text-sm text-muted">{t("emptyBody")}</p>
          <Link href="/discover" className={buttonClasses("primary", "sm", "mt-2")}>
            {t("exploreCreators")}
          </Link>
        </div>
      ) : (
        <div className="space-y-5">
          {feed.posts.map((post, i) => (
            // the first post's photo is what a visitor sees first; further down, photos wait until they come near the screen
            <PostCard key={post._id} post={post} onPostChange={feed.replace} mediaLoad={i === 0 ? "priority" : i >= FEED_EAGER_POSTS ? "lazy" : undefined} />
          ))}
        </div>
      )}
      {!feed.loading && feed.hasNext && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void feed.loadMore()} loading={feed.loadingMore}>
            {t("loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
