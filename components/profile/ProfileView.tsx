"use client";

import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useMoney } from "@/components/payments/money";
import { formatCount, formatDate } from "@/shared/format";
import { AboutRow } from "./AboutRow";
import { ProfileHero } from "./ProfileHero";
import { card } from "./styles";
import { TabPanel, Tabs } from "./Tabs";
import { fullName, type PublicProfileData } from "./types";

/** Default price shown on the lock panel when the creator has none (SPEC section 9). */
export const DEFAULT_DISPLAY_PRICE = 9.99;

interface ProfileViewProps {
  profile: PublicProfileData;
  /** the subscriber count to show (the viewer's own subscribing changes it) */
  subscriberCount: number;
  presence?: ReactNode;
  badge?: ReactNode;
  actions: ReactNode;
  /** under the hero: the offers, the subscription's note, the checkout dialog */
  belowHero?: ReactNode;
  /** the posts tab's content: the posts, or the lock panel */
  posts: ReactNode;
}

/**
 * What a public profile looks like, for a visitor (PublicProfile) and a signed-in member
 * (MemberProfile) alike: the hero, then the posts and about tabs. What depends on the viewer
 * comes in as slots.
 */
export function ProfileView({ profile, subscriberCount, presence, badge, actions, belowHero, posts }: ProfileViewProps) {
  const t = useTranslations("PublicProfile");
  const tp = useTranslations("Profile");
  const locale = useLocale();
  const money = useMoney();
  const [tab, setTab] = useState<"posts" | "about">("posts");
  const price = profile.subscriptionPrice;
  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
      <ProfileHero
        name={fullName(profile)}
        username={profile.username}
        presence={presence}
        profileImage={profile.profileImage}
        coverImage={profile.coverImage}
        price={price ? tp("pricePerMonth", { price: money.format(price) }) : null}
        badge={badge}
        counts={[
          { label: tp("posts"), value: formatCount(locale, profile.postCount), testId: "count-posts" },
          { label: t("subscribers"), value: formatCount(locale, subscriberCount), testId: "count-subscribers" },
          { label: t("subscriptions"), value: formatCount(locale, profile.subscriptionCount), testId: "count-subscriptions" },
        ]}
        actions={actions}
      />
      {belowHero}
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
          {tab === "posts" && posts}
          {tab === "about" && (
            <section className={card}>
              <dl>
                <AboutRow label={tp("bio")} value={profile.bio || tp("noBio")} />
                {profile.location && <AboutRow label={tp("location")} value={profile.location} />}
                <AboutRow label={tp("joined")} value={formatDate(locale, profile.joinedDate)} />
              </dl>
            </section>
          )}
        </TabPanel>
      </div>
    </div>
  );
}
