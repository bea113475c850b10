import { setRequestLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { pageAudience } from "@/lib/auth/page-viewer";
import { homeFirstPage } from "@/lib/posts/home-page";
import { getFeatured } from "@/lib/discovery/discover";
import { featuredQuerySchema } from "@/shared/schemas/discovery";
import { PageMessages } from "@/components/i18n/PageMessages";
import { Landing } from "@/components/landing/Landing";
import { MemberHome } from "@/components/home/MemberHome";
import { FEATURED_QUERY } from "@/components/feed/featured-query";

/**
 * "/": the landing page for a visitor (server-rendered, no script of its own), the feed for a
 * signed-in member. Decided on the server from the session, and the member's featured creators
 * are rendered with it (the same lib call as GET /api/users/discover/featured), and so are the
 * feed's first page and its photos' signed links (lib/posts/home-page.ts, decision 096): the
 * posts are in the HTML; Load More, refresh and a new post go through the API.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await pageSession();
  if (!session?.user) return <Landing />;
  const audience = await pageAudience();
  const [featured, first] = await Promise.all([
    getFeatured(featuredQuerySchema.parse(FEATURED_QUERY), audience),
    // the viewer as the API knows them (pageViewer: an account that may no longer sign in has none)
    // (on a failure the feed loads from the API in the browser, which says what went wrong)
    audience.viewerId ? homeFirstPage(audience.viewerId, audience).catch(() => null) : null,
  ]);
  return (
    <PageMessages namespaces={["Checkout", "Comments", "Composer", "Feed", "Identity", "Media", "Moderation", "Offers", "PaidMessages", "Player", "Post", "Ppv", "Previews", "Processing", "Profile", "Schedule", "Time", "Tip", "Uploads", "Validation", "Vault"]}>
      <MemberHome user={session.user} featured={featured.creators} feed={first?.feed} access={first?.access} />
    </PageMessages>
  );
}
