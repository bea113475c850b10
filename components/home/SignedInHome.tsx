"use client";

import type { SessionUser } from "@/client/session-user";
import type { HomeFeedPage, SeededAccess } from "@/lib/posts/home-page";
import { Feed } from "@/components/feed/Feed";
import { FeaturedCreators, type FeaturedCreator } from "@/components/feed/FeaturedCreators";
import { SeededAccessProvider } from "@/components/media/seeded-access";

/**
 * "/" for a signed-in user: featured creators beside the feed (stacked on phones). The featured
 * ones, the feed's first page and its photos' signed links are rendered by the server (decision 096).
 */
export function SignedInHome({
  user,
  featured,
  feed,
  access,
}: {
  user: SessionUser;
  featured?: FeaturedCreator[];
  feed?: HomeFeedPage;
  access?: Record<string, SeededAccess>;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[260px_minmax(0,1fr)] lg:grid-cols-[280px_minmax(0,640px)] lg:justify-center">
      <aside className="md:sticky md:top-20 md:self-start">
        <FeaturedCreators id="featured-creators" initial={featured} />
      </aside>
      <SeededAccessProvider access={access}>
        <Feed user={user} initial={feed} />
      </SeededAccessProvider>
    </div>
  );
}
