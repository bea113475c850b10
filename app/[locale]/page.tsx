import { setRequestLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { pageAudience } from "@/lib/auth/page-viewer";
import { pageVisitorLocation } from "@/lib/geo/page-visitor";
import { getHomeFeed } from "@/lib/posts/feed";
import { pageQuerySchema } from "@/lib/posts/paging";
import { getFeatured } from "@/lib/discovery/discover";
import { featuredQuerySchema } from "@/shared/schemas/discovery";
import { PageMessages } from "@/components/i18n/PageMessages";
import { Landing } from "@/components/landing/Landing";
import { MemberHome } from "@/components/home/MemberHome";
import { FEATURED_QUERY } from "@/components/feed/featured-query";
import type { FeedPage } from "@/components/feed/feed-page";

/**
 * "/": the landing page for a visitor (server-rendered, no script of its own), the feed for a
 * signed-in member. Decided on the server from the session, and the member's first feed page and
 * featured creators are rendered with it (the same lib calls as GET /api/posts/home and
 * /api/users/discover/featured), so the first paint is the page as it stays: nothing moves.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await pageSession();
  if (!session?.user) return <Landing />;
  const [feed, featured] = await Promise.all([
    pageVisitorLocation().then((location) => getHomeFeed(session.user!.id, pageQuerySchema(10).parse({}), location)),
    pageAudience().then((audience) => getFeatured(featuredQuerySchema.parse(FEATURED_QUERY), audience)),
  ]);
  const firstPage: FeedPage = { posts: JSON.parse(feed.postsJson) as FeedPage["posts"], hasSubscriptions: feed.hasSubscriptions, pagination: feed.pagination };
  return (
    <PageMessages namespaces={["Checkout", "Comments", "Composer", "Feed", "Identity", "Media", "Moderation", "Post", "Profile", "Time", "Tip", "Validation"]}>
      <MemberHome user={session.user} firstPage={firstPage} featured={featured.creators} />
    </PageMessages>
  );
}
