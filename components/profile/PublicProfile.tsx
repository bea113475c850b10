"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Gift, MessageCircle, UserPlus } from "lucide-react";
import { useSession } from "@/client/session";
import { buttonClasses } from "@/components/ui/button-styles";
import { SignInLink } from "@/components/auth/SignInLink";
import { ProfileOffers } from "@/components/offers/ProfileOffers";
import type { CreatorOffers } from "@/components/offers/useOffers";
import type { RealtimeConfig } from "@/lib/http/realtime-url";
import { LockPanel } from "./LockPanel";
import { DEFAULT_DISPLAY_PRICE, ProfileView } from "./ProfileView";
import { fullName, type PublicProfileData } from "./types";

// A signed-in member's profile (their subscription, checkout, tips, report and block menus, the
// posts, presence) is a chunk of its own: a visitor's page loads none of it, nor SWR (decision 088).
const MemberProfile = dynamic(() => import("./MemberProfile").then((m) => m.MemberProfile));

interface PublicProfileProps {
  initial: PublicProfileData;
  /** the creator's offers as the server read them for this viewer with the page */
  offers: CreatorOffers | null;
  /** where the live presence of the owner comes from (ProfilePresence; none: not shown) */
  realtime?: RealtimeConfig;
}

/**
 * The public profile. The server renders it with the profile as everyone sees it and the offers
 * for this viewer; a visitor's view needs nothing more (every action leads to sign-in), a signed-in
 * member's view (MemberProfile) reads their own state from the API. While that chunk loads after a
 * sign-in made elsewhere, the visitor's view stays on screen (the update waits for it).
 */
export function PublicProfile({ initial, offers, realtime }: PublicProfileProps) {
  const { status } = useSession();
  if (status !== "authenticated") return <VisitorProfile profile={initial} offers={offers} />;
  // No Suspense boundary of its own, on purpose: while this chunk (or one it opens later, such as
  // the checkout's) loads, React keeps what is on screen, with its focus, instead of a fallback.
  return <MemberProfile initial={initial} offers={offers} realtime={realtime} />;
}

/** A signed-out visitor's profile: every action (subscribe, an offer, message, tip) goes to sign-in and back. */
function VisitorProfile({ profile, offers }: { profile: PublicProfileData; offers: CreatorOffers | null }) {
  const t = useTranslations("PublicProfile");
  const price = profile.subscriptionPrice;
  return (
    <ProfileView
      profile={profile}
      subscriberCount={profile.subscriberCount}
      actions={
        <>
          {price !== null && (
            <SignInLink className={buttonClasses("primary", "md")}>
              <UserPlus className="size-4" aria-hidden />
              {t("subscribe")}
            </SignInLink>
          )}
          <SignInLink className={buttonClasses("secondary", "md")}>
            <MessageCircle className="size-4" aria-hidden />
            {t("message")}
          </SignInLink>
          <SignInLink className={buttonClasses("secondary", "md")}>
            <Gift className="size-4" aria-hidden />
            {t("tip")}
          </SignInLink>
        </>
      }
      belowHero={<ProfileOffers offers={offers} signedIn={false} canStart ready={false} onChoose={() => {}} />}
      posts={<LockPanel name={fullName(profile)} price={price ?? DEFAULT_DISPLAY_PRICE} canSubscribe={price !== null} signedIn={false} onSubscribe={() => {}} />}
    />
  );
}
