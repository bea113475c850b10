"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "@/i18n/navigation";
import { useTranslations } from "next-intl";
import { BadgeCheck } from "lucide-react";
import { CheckoutDialog } from "@/components/payments/CheckoutDialog";
import { SubscriptionNote } from "@/components/payments/SubscriptionNote";
import { LockPanel } from "./LockPanel";
import { PublicActions } from "./PublicActions";
import { card } from "./styles";
import { DEFAULT_DISPLAY_PRICE, ProfileView } from "./ProfileView";
import { fullName, type PublicProfileData } from "./types";
import { usePublicSubscription } from "./usePublicSubscription";
import { ProfileOffers } from "@/components/offers/ProfileOffers";
import { useOffers, useTrialCode, type CreatorOffers } from "@/components/offers/useOffers";
import type { RealtimeConfig } from "@/lib/http/realtime-url";

// Loaded only when used (decision 069): the posts (cards, media, comments) for a viewer with
// access, the live presence when the realtime service is configured.
const PublicPosts = dynamic(() => import("./PublicPosts").then((m) => m.PublicPosts));
const ProfilePresence = dynamic(() => import("./ProfilePresence").then((m) => m.ProfilePresence), { ssr: false });

interface MemberProfileProps {
  initial: PublicProfileData;
  /** the offers as the server read them for this viewer with the page (re-read here, and after a checkout) */
  offers: CreatorOffers | null;
  /** where the live presence of the owner comes from (ProfilePresence; none: not shown) */
  realtime?: RealtimeConfig;
}

/**
 * A public profile as a signed-in member sees it (a chunk of its own, loaded only for them:
 * decision 088): their subscription from the API (subscribe through the checkout, cancel, turn
 * renewal back on, pay a failed renewal), the offers they may claim, tip, message, report and
 * block, the posts once they have access; their own profile sends them to /profile.
 */
export function MemberProfile({ initial: cached, offers: serverOffers, realtime }: MemberProfileProps) {
  const t = useTranslations("PublicProfile");
  const router = useRouter();
  const sub = usePublicSubscription(cached, true);
  const { live } = sub;
  const initial = live?.user ?? cached;
  useEffect(() => {
    if (live?.user.isOwner) router.replace("/profile");
  }, [live, router]);
  const name = fullName(initial);
  const price = initial.subscriptionPrice;
  const trialCode = useTrialCode();
  // re-read after a checkout: a claimed promotion or trial is no longer offered
  const offers = useOffers(initial.username, trialCode, sub.status, serverOffers);

  return (
    <ProfileView
      profile={initial}
      subscriberCount={sub.subscriberCount}
      presence={realtime ? <ProfilePresence userId={initial._id} realtime={realtime} /> : null}
      badge={
        sub.subscribed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-ok/15 px-2.5 py-1 text-xs font-semibold text-ok" data-testid="subscribed-badge">
            <BadgeCheck className="size-3.5" aria-hidden />
            {t("subscribedBadge")}
          </span>
        ) : null
      }
      actions={<PublicActions profile={initial} sub={sub} />}
      belowHero={
        <>
          <ProfileOffers
            offers={offers}
            signedIn
            canStart={!sub.access && sub.status !== "past_due"}
            ready={sub.ready}
            onChoose={(offer) => sub.checkout(offer)}
          />
          {/* cancelled or failed: the note here, its action among the header's buttons */}
          {sub.subscription && (
            <div className="mt-4">
              <SubscriptionNote subscription={sub.subscription} />
            </div>
          )}
          <CheckoutDialog purchase={sub.purchase} onClose={sub.closeCheckout} onDone={sub.completed} />
        </>
      }
      posts={
        !live ? (
          <div className={`${card} h-40 animate-pulse`} aria-busy="true" data-testid="viewer-pending" />
        ) : sub.access ? (
          <PublicPosts username={initial.username} />
        ) : (
          <LockPanel name={name} price={price ?? DEFAULT_DISPLAY_PRICE} canSubscribe={price !== null} signedIn onSubscribe={() => sub.checkout()} />
        )
      }
    />
  );
}
