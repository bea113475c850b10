"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { PostCard } from "@/components/posts/PostCard";
import type { usePostPages } from "./usePostPages";

interface PostListProps {
  pages: ReturnType<typeof usePostPages>;
  empty: ReactNode;
  /** own profile: each post carries a 'Premium' badge */
  premium?: boolean;
}

/** The posts of a profile: cards, Load More, loading and empty states. */
export function PostList({ pages, empty, premium }: PostListProps) {
  const t = useTranslations("Profile");
  if (pages.loading && pages.posts.length === 0) {
    return (
      <div className="flex justify-center py-16 text-accent">
        <Spinner className="size-8" label={t("loading")} />
      </div>
    );
  }
  if (pages.posts.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-5" data-testid="profile-posts">
      {pages.posts.map((post) => (
        <div key={post._id} className="relative">
          {premium && (
            <span className="bg-brand pointer-events-none absolute -top-2 end-4 z-10 inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              <Sparkles className="size-3" aria-hidden />
              {t("premium")}
            </span>
          )}
          <PostCard post={post} onPostChange={pages.replace} />
        </div>
      ))}
      {pages.hasNext && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void pages.loadMore()} loading={pages.loading}>
            {t("loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}

export function EmptyPosts({ title, body }: { title: string; body?: string }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {body && <p className="mt-2 text-muted">{body}</p>}
    </div>
  );
}
