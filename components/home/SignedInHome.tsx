"use client";

import type { SessionUser } from "@/client/session-user";
import { Feed } from "@/components/feed/Feed";
import { FeaturedCreators, type FeaturedCreator } from "@/components/feed/FeaturedCreators";

/** "/" for a signed-in user: featured creators beside the feed (stacked on phones); the featured ones rendered by the server. */
export function SignedInHome({ user, featured }: { user: SessionUser; featured?: FeaturedCreator[] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[260px_minmax(0,1fr)] lg:grid-cols-[280px_minmax(0,640px)] lg:justify-center">
      <aside className="md:sticky md:top-20 md:self-start">
        <FeaturedCreators id="featured-creators" initial={featured} />
      </aside>
      <Feed user={user} />
    </div>
  );
}
