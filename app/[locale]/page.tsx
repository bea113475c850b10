import { setRequestLocale } from "next-intl/server";
import { pageSession } from "@/lib/auth/page-session";
import { pageAudience } from "@/lib/auth/page-viewer";
import { getFeatured } from "@/lib/discovery/discover";
import { featuredQuerySchema } from "@/shared/schemas/discovery";
import { PageMessages } from "@/components/i18n/PageMessages";
import { Landing } from "@/components/landing/Landing";
import { MemberHome } from "@/components/home/MemberHome";
import { FEATURED_QUERY } from "@/components/feed/featured-query";

/**
 * "/": the landing page for a visitor (server-rendered, no script of its own), the feed for a
 * signed-in member. Decided on the server from the session, and the member's featured creators
 * are rendered with it (the same lib call as GET /api/users/discover/featured); the feed itself
 * loads from the API under its skeleton.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const session = await pageSession();
  if (!session?.user) return <Landing />;
  const featured = await getFeatured(featuredQuerySchema.parse(FEATURED_QUERY), await pageAudience());
  return (
    <PageMessages namespaces={["Checkout", "Comments", "Composer", "Feed", "Identity", "Media", "Moderation", "Offers", "PaidMessages", "Player", "Post", "Ppv", "Previews", "Processing", "Profile", "Schedule", "Time", "Tip", "Uploads", "Validation", "Vault"]}>
      <MemberHome user={session.user} featured={featured.creators} />
    </PageMessages>
  );
}
