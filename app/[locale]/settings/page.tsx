import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";
import { pageViewer } from "@/lib/auth/page-viewer";
import { getAccountSettings } from "@/lib/account/preferences";
import { pendingEmailChange } from "@/lib/account/email-change";
import { SettingsView } from "@/components/settings/SettingsView";
import { PageMessages } from "@/components/i18n/PageMessages";
import { privacyTerms } from "@/lib/privacy/retention";
import { getDiscreetMode } from "@/lib/account/discreet";
import { signInHref } from "@/shared/return-to";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Settings" });
  return { title: `${t("title")} · Velvet` };
}

/** /settings: signed-in only (a visitor goes to /login); the current values are rendered on the server. */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await pageViewer();
  const settings = viewer ? await getAccountSettings(viewer.id) : null;
  if (!settings) return redirect({ href: signInHref("/settings"), locale });
  const [pendingEmail, discreet] = await Promise.all([pendingEmailChange(viewer!.id), getDiscreetMode(viewer!.id)]);
  return (
    <PageMessages namespaces={["Auth", "Blocks", "Discreet", "GeoBlock", "Identity", "Language", "Payments", "Privacy", "Security", "Settings", "Time", "Validation", "Watermark"]}>
      <SettingsView preferences={settings.preferences} email={settings.email} pendingEmail={pendingEmail} displayName={settings.displayName} privacy={privacyTerms()} discreet={discreet} />
    </PageMessages>
  );
}
