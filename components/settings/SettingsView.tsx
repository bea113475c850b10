"use client";

import { useTranslations } from "next-intl";
import { CategorySettings } from "./CategorySettings";
import { DisplayNameSettings } from "./DisplayNameSettings";
import { EmailSettings, type PendingEmail } from "./EmailSettings";
import { LanguageSettings } from "./LanguageSettings";
import { NotificationSettings } from "./NotificationSettings";
import { PasswordSettings } from "./PasswordSettings";
import { SessionsSettings } from "./SessionsSettings";
import { TwoFactorSettings } from "./TwoFactorSettings";
import { SettingsSection } from "./SettingsSection";
import { SETTINGS_SECTIONS } from "./sections";
import { PaymentHistory } from "@/components/payments/PaymentHistory";
import { BlockedMembersSettings } from "./BlockedMembersSettings";
import { GeoBlockSettings } from "./GeoBlockSettings";
import { IdentityLinks } from "@/components/identity/IdentityLinks";
import { PrivacySettings } from "@/components/privacy/PrivacySettings";
import { DiscreetSettings } from "./DiscreetSettings";
import { WatermarkSettings } from "./WatermarkSettings";
import type { DiscreetMode } from "@/shared/schemas/discreet";

interface Props {
  preferences: Record<string, boolean>;
  email: string;
  pendingEmail: PendingEmail | null;
  displayName: string | null;
  /** the deletion grace and an export link's validity, in days (lib/privacy) */
  privacy: { graceDays: number; exportDays: number };
  discreet: DiscreetMode;
}

/** The settings page: a section list (side column from 768 px) and its cards. */
export function SettingsView({ preferences, email, pendingEmail, displayName, privacy, discreet }: Props) {
  const t = useTranslations("Settings");
  const ts = useTranslations("Security");
  const title = useTranslations();
  const ti = useTranslations("Identity");
  const tp = useTranslations("Privacy");
  const td = useTranslations("Discreet");
  const tw = useTranslations("Watermark");
  const [language, emailSection, publicName, categories, password, twoFactor, sessions, notifications, discreetSection, payments, geoBlock, watermark, blocked, identity, privacySection] = SETTINGS_SECTIONS;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("subtitle")}</p>
      </header>
      <div className="md:grid md:grid-cols-[12rem_1fr] md:gap-8">
        <nav aria-label={t("sections")} className="mb-6 md:mb-0">
          <ul className="flex flex-wrap gap-2 md:sticky md:top-24 md:flex-col md:gap-1">
            {SETTINGS_SECTIONS.map(({ id, titleKey, icon: Icon }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="flex items-center gap-2 whitespace-nowrap rounded-full border border-line px-3 py-2 text-sm text-muted transition hover:border-accent/60 hover:text-ink md:rounded-xl md:border-transparent md:hover:bg-surface-2"
                >
                  <Icon className="size-4" aria-hidden />
                  {title(titleKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          <SettingsSection id={language!.id} icon={language!.icon} title={t("languageTitle")} hint={t("languageHint")}>
            <LanguageSettings />
          </SettingsSection>
          <SettingsSection id={emailSection!.id} icon={emailSection!.icon} title={t("emailTitle")} hint={t("emailHint")}>
            <EmailSettings email={email} pending={pendingEmail} />
          </SettingsSection>
          <SettingsSection id={publicName!.id} icon={publicName!.icon} title={t("nameTitle")} hint={t("nameHint")}>
            <DisplayNameSettings initial={displayName} />
          </SettingsSection>
          <SettingsSection id={categories!.id} icon={categories!.icon} title={t("categoriesTitle")} hint={t("categoriesHint")}>
            <CategorySettings />
          </SettingsSection>
          <SettingsSection id={password!.id} icon={password!.icon} title={t("passwordTitle")} hint={t("passwordHint")}>
            <PasswordSettings />
          </SettingsSection>
          <SettingsSection id={twoFactor!.id} icon={twoFactor!.icon} title={ts("twoFactorTitle")} hint={ts("twoFactorOff")}>
            <TwoFactorSettings />
          </SettingsSection>
          <SettingsSection id={sessions!.id} icon={sessions!.icon} title={ts("sessionsTitle")} hint={ts("sessionsHint")}>
            <SessionsSettings />
          </SettingsSection>
          <SettingsSection id={notifications!.id} icon={notifications!.icon} title={t("notificationsTitle")} hint={t("notificationsHint")}>
            <NotificationSettings initial={preferences} />
          </SettingsSection>
          <SettingsSection id={discreetSection!.id} icon={discreetSection!.icon} title={td("title")} hint={td("hint")}>
            <DiscreetSettings initial={discreet} />
          </SettingsSection>
          <SettingsSection id={payments!.id} icon={payments!.icon} title={t("paymentsTitle")} hint={t("paymentsHint")}>
            <PaymentHistory />
          </SettingsSection>
          <SettingsSection id={geoBlock!.id} icon={geoBlock!.icon} title={t("geoBlockTitle")} hint={t("geoBlockHint")}>
            <GeoBlockSettings />
          </SettingsSection>
          <SettingsSection id={watermark!.id} icon={watermark!.icon} title={tw("title")} hint={tw("hint")}>
            <WatermarkSettings />
          </SettingsSection>
          <SettingsSection id={blocked!.id} icon={blocked!.icon} title={t("blocksTitle")} hint={t("blocksHint")}>
            <BlockedMembersSettings />
          </SettingsSection>
          <SettingsSection id={identity!.id} icon={identity!.icon} title={ti("linksTitle")} hint={ti("linksHint")}>
            <IdentityLinks />
          </SettingsSection>
          <SettingsSection id={privacySection!.id} icon={privacySection!.icon} title={tp("settingsTitle")} hint={tp("settingsHint")}>
            <PrivacySettings graceDays={privacy.graceDays} exportDays={privacy.exportDays} />
          </SettingsSection>
        </div>
      </div>
    </div>
  );
}
