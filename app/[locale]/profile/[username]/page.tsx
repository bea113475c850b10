import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { appUrl } from "@/lib/env";
import { languageAlternates, localizedUrl } from "@/lib/seo/urls";
import { PublicProfile } from "@/components/profile/PublicProfile";
import { fullName } from "@/components/profile/types";
import { RegionUnavailable } from "@/components/geo/RegionUnavailable";
import { loadPublicProfile } from "./load";
import { publicRealtimeConfig } from "@/lib/http/realtime-url";

interface PageProps {
  params: Promise<{ locale: string; username: string }>;
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
  const image = profile.coverImage ?? profile.profileImage;
  const languages = languageAlternates(path);
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
      images: image ? [{ url: `${appUrl()}${image}`, alt: title }] : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
  };
}

/**
 * /profile/{username}: the public profile, rendered per request (its scripts carry the request's
 * CSP nonce) from the profile data kept in Next's data cache for a minute and dropped at once on
 * the owner's edits (load.ts, lib/profiles/revalidate.ts). The viewer's own state (signed in,
 * subscribed, their own profile: sent to /profile) is fetched by the client.
 */
export default async function PublicProfilePage({ params }: PageProps) {
  const { locale, username } = await params;
  setRequestLocale(locale);
  const { profile, regionBlocked } = await loadPublicProfile(username);
  if (regionBlocked) return <RegionUnavailable />;
  if (!profile) notFound();
  return <PublicProfile initial={profile} realtime={publicRealtimeConfig()} />;
}
