"use client";

import { useCallback, useState } from "react";
import { useSWR } from "@/client/swr";
import { useSession } from "@/client/session";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Pencil } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { AboutTab } from "./AboutTab";
import { CameraButton } from "./CameraButton";
import { useMoney } from "@/components/payments/money";
import { formatCount } from "@/shared/format";
import { ImageCropDialog } from "./ImageCropDialog";
import { MyPostsTab } from "./MyPostsTab";
import { ProfileHero } from "./ProfileHero";
import { SettingsTab } from "./SettingsTab";
import { TabPanel, Tabs } from "./Tabs";
import { fullName, type OwnUser } from "./types";
import { useImageUpload } from "./useImageUpload";

type TabKey = "posts" | "about" | "settings";
const TAB_KEYS: readonly TabKey[] = ["posts", "about", "settings"];

/** /profile: the signed-in user's own profile (the page has already sent anonymous visitors to /login). */
export function OwnProfile() {
  const t = useTranslations("Profile");
  const locale = useLocale();
  const money = useMoney();
  const { data, error, isLoading, mutate } = useSWR<{ user: OwnUser }>("/api/users/me");
  // ?tab=settings opens a tab directly (the earnings page links to the payout methods there)
  const asked = useSearchParams().get("tab");
  const [tab, setTab] = useState<TabKey>(TAB_KEYS.find((k) => k === asked) ?? "posts");
  const [editing, setEditing] = useState(false);
  // The header reads the session: refresh it when the name or the picture changes.
  const { update: refreshSession } = useSession();

  const patch = useCallback(
    (changes: Partial<OwnUser>) => {
      void mutate((current) => (current ? { ...current, user: { ...current.user, ...changes } } : current), { revalidate: false });
    },
    [mutate],
  );
  const avatar = useImageUpload("profile", useCallback(
      (url: string) => {
        patch({ profileImage: url });
        void refreshSession();
      },
      [patch, refreshSession],
    ));
  const cover = useImageUpload("cover", useCallback((url: string) => patch({ coverImage: url }), [patch]));

  if (isLoading) return <PageSpinner />;
  const user = data?.user;
  if (error || !user) {
    return <p className="mx-auto max-w-5xl px-4 py-24 text-center text-lg text-muted">{t("profileNotFound")}</p>;
  }

  const name = fullName(user);
  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6 sm:py-8">
      <ProfileHero
        name={name}
        username={user.username}
        profileImage={user.profileImage}
        coverImage={user.coverImage}
        price={user.subscriptionPrice ? t("pricePerMonth", { price: money.format(user.subscriptionPrice) }) : null}
        counts={[
          { label: t("posts"), value: formatCount(locale, user.postCount), testId: "count-posts" },
          { label: t("followers"), value: formatCount(locale, user.subscriberCount), testId: "count-subscribers" },
          { label: t("following"), value: formatCount(locale, user.subscriptionCount), testId: "count-subscriptions" },
        ]}
        coverAction={<CameraButton label={t("changeCover")} uploading={cover.uploading} onFile={cover.onFile} testId="cover-input" />}
        avatarAction={<CameraButton label={t("changeAvatar")} uploading={avatar.uploading} onFile={avatar.onFile} testId="avatar-input" className="size-9" />}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setTab("about");
              setEditing(true);
            }}
          >
            <Pencil className="size-4" aria-hidden />
            {t("editProfile")}
          </Button>
        }
      />
      <div className="mt-6">
        <Tabs
          idPrefix="own-profile"
          label={t("tabsLabel")}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: "posts", label: t("tabPosts") },
            { key: "about", label: t("tabAbout") },
            { key: "settings", label: t("tabSettings") },
          ]}
        />
        <TabPanel idPrefix="own-profile" tab={tab}>
          {tab === "posts" && <MyPostsTab />}
          {tab === "about" && (
            <AboutTab user={user} editing={editing} onEditingChange={setEditing} onSaved={(u) => {
                patch(u);
                void refreshSession();
              }} />
          )}
          {tab === "settings" && <SettingsTab price={user.subscriptionPrice} onPriceChange={(p) => patch({ subscriptionPrice: p })} />}
        </TabPanel>
      </div>
      <ImageCropDialog key={`p-${avatar.src}`} kind="profile" src={avatar.src} saving={avatar.uploading} onCancel={avatar.cancel} onSave={(a) => void avatar.save(a)} />
      <ImageCropDialog key={`c-${cover.src}`} kind="cover" src={cover.src} saving={cover.uploading} onCancel={cover.cancel} onSave={(a) => void cover.save(a)} />
    </div>
  );
}
