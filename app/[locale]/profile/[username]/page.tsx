import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { languageAlternates, localizedUrl } from "@/lib/seo/urls";
import { jsonLdText, profilePageJsonLd } from "@/lib/seo/structured-data";
import { nonceOf } from "@/lib/http/security-headers";
import { PublicProfile } from "@/components/profile/PublicProfile";
import { fullName } from "@/components/profile/types";
import { RegionUnavailable } from "@/components/geo/RegionUnavailable";
import { loadProfileOffers, loadPublicProfile } from "./load";
import { PageMessages } from "@/components/i18n/PageMessages";
import { publicRealtimeConfig } from "@/lib/http/realtime-url";

interface PageProps {
  params: Promise<{ locale: string; username: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}


export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, username } = await params;
  const { profile, regionBlocked } = await loadPublicProfile(username);
  if (!profile) {
    const t = await getTranslations({ locale, namespace: regionBlocked ? "GeoBlock" : "PublicProfile" });
    return { title: regionBlocked ? t("unavailableTitle") : t("userNotFound"), robots: { index: false } };
  }
  const path = `/profile/${encodeURIComponent(profile.username)}`;
  const canonical = localizedUrl(locale, path);
  const title = `${fullName(profile)} (@${profile.username})`;
  const description = profile.bio || undefined;
  const languages = languageAlternates(path);
  // og:image is the generated card (opengraph-image.ts: avatar, cover, name; never a post)
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: "profile",
      title,
      description,
      url: canonical,
      username: profile.username,
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

/**
 * /profile/{username}: the public profile, rendered per request (its scripts carry the request's
 * CSP nonce) from the profile data kept in Next's data cache for a minute and dropped at once on
 * the owner's edits (load.ts, lib/profiles/revalidate.ts), with the offers read for this viewer. A
 * signed-in member's own state (subscribed, their own profile: sent to /profile) is fetched by the
 * client (MemberProfile).
 */
export default async function PublicProfilePage({ params, searchParams }: PageProps) {
  const { locale, username } = await params;
  setRequestLocale(locale);
  const { profile, regionBlocked } = await loadPublicProfile(username);
  if (regionBlocked) return <RegionUnavailable />;
  if (!profile) notFound();
  const offers = await loadProfileOffers(profile.username, (await searchParams).trial);
  const jsonLd = profilePageJsonLd({ ...profile, name: fullName(profile) }, locale);
  return (
    <>
      {/* schema.org ProfilePage; the nonce of the page's CSP like every script it carries */}
      <script type="application/ld+json" nonce={nonceOf(await headers())} dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <PageMessages namespaces={["Blocks", "Chat", "Checkout", "Comments", "Identity", "Media", "Moderation", "Offers", "PaidMessages", "Player", "Post", "Ppv", "Previews", "Processing", "Profile", "PublicProfile", "Schedule", "Settings", "SubscriptionState", "Time", "Tip", "Validation"]}>
        <PublicProfile initial={profile} offers={offers} realtime={publicRealtimeConfig()} />
      </PageMessages>
    </>
  );
}
