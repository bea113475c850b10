"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useSession } from "next-auth/react";
import { useRouter } from "@/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { BadgeCheck } from "lucide-react";
import { CheckoutDialog } from "@/components/payments/CheckoutDialog";
import { SubscriptionNote } from "@/components/payments/SubscriptionNote";
import { useMoney } from "@/components/payments/money";
import { formatDate } from "@/shared/format";
import { formatCount } from "@/shared/format";
import { LockPanel } from "./LockPanel";
import { ProfileHero } from "./ProfileHero";
import { PublicActions } from "./PublicActions";
import { AboutRow } from "./AboutTab";
import { card } from "./styles";
import { TabPanel, Tabs } from "./Tabs";
import { fullName, type PublicProfileData } from "./types";
import { usePublicSubscription } from "./usePublicSubscription";
import { ProfileOffers } from "@/components/offers/ProfileOffers";
import { useOffers, useTrialCode } from "@/components/offers/useOffers";
import type { RealtimeConfig } from "@/lib/http/realtime-url";

// Loaded only when used (decision 069): the posts (cards, media, comments) for a viewer with
// access, the live presence for a signed-in viewer; a visitor's profile loads neither.
const PublicPosts = dynamic(() => import("./PublicPosts").then((m) => m.PublicPosts));
const ProfilePresence = dynamic(() => import("./ProfilePresence").then((m) => m.ProfilePresence), { ssr: false });

/** Default price shown on the lock panel when the creator has none (SPEC section 9). */
export const DEFAULT_DISPLAY_PRICE = 9.99;

/**
 * The public profile. The server renders it once for everybody (the page is cached, see
 * app/[locale]/profile/[username]/page.tsx); what depends on the viewer comes from the API here:
 * whether they are signed in, subscribed, or looking at their own profile (sent to /profile).
 */
/** `realtime`: where the live presence of the owner comes from (ProfilePresence; none: not shown). */
export function PublicProfile({ initial: cached, realtime }: { initial: PublicProfileData; realtime?: RealtimeConfig }) {
  const t = useTranslations("PublicProfile");
  const tp = useTranslations("Profile");
  const locale = useLocale();
  const router = useRouter();
  const money = useMoney();
  const { status } = useSession();
  const signedIn = status === "authenticated";
  const sub = usePublicSubscription(cached, signedIn);
  const { live } = sub;
  const initial = live?.user ?? cached;
  const viewerPending = status === "loading" || (signedIn && !live);
  useEffect(() => {
    if (live?.user.isOwner) router.replace("/profile");
  }, [live, router]);
  const [tab, setTab] = useState<"posts" | "about">("posts");
  const name = fullName(initial);
  const price = initial.subscriptionPrice;
  const trialCode = useTrialCode();
  // re-read after a checkout: a claimed promotion or trial is no longer offered
  const offers = useOffers(initial.username, trialCode, sub.status);

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
      <ProfileHero
        name={name}
        username={initial.username}
        presence={realtime && signedIn ? <ProfilePresence userId={initial._id} realtime={realtime} /> : null}
        profileImage={initial.profileImage}
        coverImage={initial.coverImage}
        price={price ? tp("pricePerMonth", { price: money.format(price) }) : null}
        badge={
          sub.subscribed ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-ok/15 px-2.5 py-1 text-xs font-semibold text-ok" data-testid="subscribed-badge">
              <BadgeCheck className="size-3.5" aria-hidden />
              {t("subscribedBadge")}
            </span>
          ) : null
        }
        counts={[
          { label: tp("posts"), value: formatCount(locale, initial.postCount), testId: "count-posts" },
          { label: t("subscribers"), value: formatCount(locale, sub.subscriberCount), testId: "count-subscribers" },
          { label: t("subscriptions"), value: formatCount(locale, initial.subscriptionCount), testId: "count-subscriptions" },
        ]}
        actions={<PublicActions profile={initial} signedIn={signedIn} sub={sub} />}
      />
      <ProfileOffers
        offers={offers}
        signedIn={signedIn}
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
      <div className="mt-6">
        <Tabs
          idPrefix="public-profile"
          label={tp("tabsLabel")}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: "posts", label: tp("tabPosts") },
            { key: "about", label: tp("tabAbout") },
          ]}
        />
        <TabPanel idPrefix="public-profile" tab={tab}>
          {tab === "posts" &&
            (viewerPending ? (
              <div className={`${card} h-40 animate-pulse`} aria-busy="true" data-testid="viewer-pending" />
            ) : sub.access ? (
              <PublicPosts username={initial.username} />
            ) : (
              <LockPanel
                name={name}
                price={price ?? DEFAULT_DISPLAY_PRICE}
                canSubscribe={price !== null}
                signedIn={signedIn}
                onSubscribe={() => sub.checkout()}
              />
            ))}
          {tab === "about" && (
            <section className={card}>
              <dl>
                <AboutRow label={tp("bio")} value={initial.bio || tp("noBio")} />
                {initial.location && <AboutRow label={tp("location")} value={initial.location} />}
                <AboutRow label={tp("joined")} value={formatDate(locale, initial.joinedDate)} />
              </dl>
            </section>
          )}
        </TabPanel>
      </div>
    </div>
  );
}
