"use client";

import type { SessionUser } from "@/client/session-user";
import { Feed } from "@/components/feed/Feed";
import { FeaturedCreators, type FeaturedCreator } from "@/components/feed/FeaturedCreators";
import type { FeedPage } from "@/components/feed/feed-page";

/** "/" for a signed-in user: featured creators beside the feed (stacked on phones); both first rendered by the server. */
export function SignedInHome({ user, firstPage, featured }: { user: SessionUser; firstPage?: FeedPage; featured?: FeaturedCreator[] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[260px_minmax(0,1fr)] lg:grid-cols-[280px_minmax(0,640px)] lg:justify-center">
      <aside className="md:sticky md:top-20 md:self-start">
        <FeaturedCreators id="featured-creators" initial={featured} />
      </aside>
      <Feed user={user} firstPage={firstPage} />
    </div>
  );
}
